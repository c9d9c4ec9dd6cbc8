import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Supplier } from '../../api/contract';
import { renderWithProviders } from '../shared/testing/render';
import { FIXTURE_SUPPLIERS_VIEW } from './suppliers.fixtures';
import { SuppliersView, type SuppliersViewProps } from './suppliers.view';

const props = (overrides: Partial<SuppliersViewProps> = {}): SuppliersViewProps => ({
  ...FIXTURE_SUPPLIERS_VIEW,
  onFilter: vi.fn(),
  onRetry: vi.fn(),
  ...overrides,
});

describe('the supplier list view', () => {
  it('shows each supplier with its country in the page language, address and website', async () => {
    renderWithProviders(<SuppliersView {...props()} />);
    const rows = await screen.findAllByTestId('supplier-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('Beispiel Bahntechnik GmbH')).toBeTruthy();
    expect(first.getByText('Deutschland')).toBeTruthy();
    expect(first.getByText('Gleisstraße 4, 34117 Kassel')).toBeTruthy();
    expect(first.getByRole('link', { name: 'www.example.com' }).getAttribute('href')).toBe(
      'https://www.example.com/bahntechnik',
    );
    expect(screen.getByTestId('suppliers-count').textContent).toBe(
      '3 Lieferanten · 1 ohne Koordinaten nicht auf der Karte',
    );
  });

  it('shows each stored logo from the portal beside the name (decorative), none where there is none', async () => {
    const [first, second, third] = FIXTURE_SUPPLIERS_VIEW.suppliers as [Supplier, Supplier, Supplier];
    const local = { ...first, logoUrl: '/wp-json/fvm/v1/suppliers/1/logo?signature=abc' };
    renderWithProviders(<SuppliersView {...props({ suppliers: [local, second, third] })} />);
    const rows = await screen.findAllByTestId('supplier-row');
    const logos = rows.map((r) => r.querySelector<HTMLImageElement>('[data-testid="supplier-logo"]'));
    expect(logos[0]?.getAttribute('src')).toBe(local.logoUrl);
    expect(logos[0]?.src).toBe(`${window.location.origin}${local.logoUrl}`);
    expect(logos[1]).toBeNull();
    expect(logos[2]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    for (const logo of [logos[0], logos[2]]) {
      expect(logo?.getAttribute('alt')).toBe('');
      expect(logo?.getAttribute('loading')).toBe('lazy');
    }
    // The name stays the row's header text; no image asks another host.
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Beispiel Bahntechnik GmbH');
    const remote = [...document.querySelectorAll('img')].filter(
      (img) => /^https?:/.test(img.src) && new URL(img.src).origin !== window.location.origin,
    );
    expect(remote).toEqual([]);
  });

  it('hands the typed search to the filter and highlights the supplier picked on the map', async () => {
    const onFilter = vi.fn();
    renderWithProviders(<SuppliersView {...props({ onFilter, selectedId: 3 })} />, { language: 'en-GB' });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search name or city' }), {
      target: { value: 'utrecht' },
    });
    expect(onFilter).toHaveBeenCalledWith({ country: '', text: 'utrecht' });
    const current = screen.getAllByTestId('supplier-row').filter((r) => r.getAttribute('aria-current'));
    expect(current.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Voorbeeld Rail BV']);
  });

  it('says when nothing matches and offers retry after a failure', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<SuppliersView {...props({ suppliers: [], failed: true, onRetry })} />, {
      language: 'en-GB',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
