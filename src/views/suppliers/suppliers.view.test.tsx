import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
