import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_COUNTS,
  FIXTURE_FIRST_PAGE,
  FIXTURE_PLACE,
  FIXTURE_SHIP,
} from '../../machines/railation/railation-directory.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { CategoryDrawerView } from './category-drawer.view';
import { PlaceDetailView } from './place-detail.view';
import { PlaceListView, type PlaceListViewProps } from './place-list.view';

const listProps = (over: Partial<PlaceListViewProps> = {}): PlaceListViewProps => ({
  searchText: '',
  places: FIXTURE_FIRST_PAGE.items.slice(0, 3),
  total: 3,
  loading: false,
  loadingMore: false,
  failed: false,
  selectedId: null,
  addPlaceUrl: 'https://www.example.com/en/add-place-marker/',
  onSearch: vi.fn(),
  onLoadMore: vi.fn(),
  onOpen: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe('the railation drawers', () => {
  it('lists the twelve categories with their counts, in German and English', () => {
    const onToggle = vi.fn();
    const { unmount } = renderWithProviders(
      <CategoryDrawerView
        counts={FIXTURE_COUNTS.items}
        ticked={[]}
        failed={false}
        onToggle={onToggle}
        onReset={vi.fn()}
        onRetry={vi.fn()}
      />,
      { language: 'de-DE' },
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    expect(screen.getByText('Tankstellen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('railation-category-fuelStation'));
    expect(onToggle).toHaveBeenCalledWith(3);
    unmount();
    renderWithProviders(
      <CategoryDrawerView
        counts={FIXTURE_COUNTS.items}
        ticked={[10]}
        failed={false}
        onToggle={onToggle}
        onReset={vi.fn()}
        onRetry={vi.fn()}
      />,
      { language: 'en-GB' },
    );
    const ships = screen.getByText('Ships').closest('label');
    expect(ships?.textContent).toContain('24');
  });

  it('shows ids prefixed R, opens a place, names the count and the 3-character rule', () => {
    const props = listProps();
    const { rerender } = renderWithProviders(<PlaceListView {...props} />, { language: 'en-GB' });
    const list = screen.getByTestId('railation-place-list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Rp1Bahntankstelle 1Hamburg, DE',
      'Rp2Bahntankstelle 2Hamburg, DE',
      'Rp3Bahntankstelle 3Hamburg, DE',
    ]);
    expect(screen.getByText('3 places')).toBeTruthy();
    fireEvent.click(within(list).getAllByRole('button')[1]!);
    expect(props.onOpen).toHaveBeenCalledWith('p2');
    fireEvent.change(screen.getByTestId('railation-search'), { target: { value: 'Ha' } });
    expect(props.onSearch).toHaveBeenCalledWith('Ha');
    rerender(<PlaceListView {...props} searchText="Ha" />);
    expect(screen.getByText('At least 3 characters')).toBeTruthy();
    const add = screen.getByRole('link', { name: 'Suggest a new place' });
    expect(add.getAttribute('target')).toBe('_blank');
    expect(add.getAttribute('href')).toBe('https://www.example.com/en/add-place-marker/');
  });

  it('shows a place’s address, phone, website and blocks, and nothing for missing details', () => {
    renderWithProviders(
      <PlaceDetailView
        place={FIXTURE_PLACE}
        loading={false}
        failed={false}
        language="de-DE"
        onClose={vi.fn()}
        onRetry={vi.fn()}
      />,
      { language: 'de-DE' },
    );
    const detail = screen.getByTestId('railation-detail');
    expect(detail.textContent).toContain('Bahnhofstraße 2, 20095 Hamburg, DE');
    expect(within(detail).getByRole('link', { name: '+49 30 1007919' }).getAttribute('href')).toBe(
      'tel:+49301007919',
    );
    const description = screen.getByTestId('railation-description');
    expect(within(description).getByRole('heading', { name: 'Leistungen' })).toBeTruthy();
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Diesel', 'AdBlue']);
    expect(description.textContent).toContain('Nahe Hamburg Hbf.');
    expect(detail.textContent).not.toContain('Kurs');
  });

  it('shows a ship’s voyage with units: heading °, length m, speed kn, ETA', () => {
    renderWithProviders(
      <PlaceDetailView
        place={FIXTURE_SHIP}
        loading={false}
        failed={false}
        language="en-GB"
        onClose={vi.fn()}
        onRetry={vi.fn()}
      />,
      { language: 'en-GB' },
    );
    const detail = screen.getByTestId('railation-detail');
    expect(detail.textContent).toContain('Emmerich');
    expect(detail.textContent).toContain('312 °');
    expect(detail.textContent).toContain('110 m');
    expect(detail.textContent).toContain('9 kn');
    expect(detail.textContent).toMatch(/\d{2}\.\d{2}\.2026/);
    expect(detail.textContent).not.toContain('Address');
  });
});
