import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_COUNTS,
  FIXTURE_FIRST_PAGE,
  FIXTURE_PLACE,
  FIXTURE_SEARCH_PAGE,
  FIXTURE_SHIP,
} from '../../machines/railation/railation-directory.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { CategoryDrawerView } from './category-drawer.view';
import { PlaceDetailView } from './place-detail.view';
import { PlaceListView, type PlaceListViewProps } from './place-list.view';
import { PlaceSearchView } from './place-search.view';
import { RailationView } from './railation.view';

const listProps = (over: Partial<PlaceListViewProps> = {}): PlaceListViewProps => ({
  allCategories: false,
  places: FIXTURE_FIRST_PAGE.items.slice(0, 3),
  total: 3,
  loading: false,
  loadingMore: false,
  failed: false,
  selectedId: null,
  addPlaceUrl: 'https://www.example.com/en/add-place-marker/',
  onLoadMore: vi.fn(),
  onOpen: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe('the railation drawers', () => {
  it('shows the place search first, before any tick, and says where it searches, in English and German', () => {
    const onSearch = vi.fn();
    const page = (searchText: string, tickedCount: number) => (
      <RailationView
        search={<PlaceSearchView searchText={searchText} tickedCount={tickedCount} onSearch={onSearch} />}
        categories={
          <CategoryDrawerView
            counts={FIXTURE_COUNTS.items}
            ticked={[]}
            failed={false}
            onToggle={vi.fn()}
            onReset={vi.fn()}
            onRetry={vi.fn()}
          />
        }
        list={null}
        detail={null}
      />
    );
    const { unmount, rerender } = renderWithProviders(page('', 0), { language: 'en-GB' });
    const box = screen.getByRole('searchbox', { name: 'Search places' });
    // The search comes before the categories in the page's order (and so first to a screen reader).
    const categories = screen.getByTestId('railation-categories');
    expect(box.compareDocumentPosition(categories) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.getAttribute('placeholder')).toBe('Name, town or category …');
    expect(screen.getByTestId('railation-search-scope').textContent).toBe('In all categories');
    fireEvent.change(box, { target: { value: 'Hamburg' } });
    expect(onSearch).toHaveBeenCalledWith('Hamburg');
    rerender(page('Ha', 0));
    expect(screen.getByTestId('railation-search-scope').textContent).toBe('At least 3 characters');
    rerender(page('Hamburg', 2));
    expect(screen.getByTestId('railation-search-scope').textContent).toBe('In the 2 ticked categories');
    unmount();
    renderWithProviders(page('', 0), { language: 'de-DE' });
    expect(screen.getByRole('searchbox', { name: 'Orte suchen' })).toBeTruthy();
    expect(screen.getByTestId('railation-search-scope').textContent).toBe('In allen Kategorien');
  });

  it('names a list of every category’s places as such', () => {
    renderWithProviders(
      <PlaceListView {...listProps({ allCategories: true, places: FIXTURE_SEARCH_PAGE.items, total: 5 })} />,
      { language: 'de-DE' },
    );
    expect(screen.getByRole('heading', { name: 'Orte aller Kategorien' })).toBeTruthy();
    expect(screen.getByTestId('railation-places-count').textContent).toBe('5 Orte');
  });

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

  it('shows ids prefixed R, opens a place, names the count', () => {
    const props = listProps();
    renderWithProviders(<PlaceListView {...props} />, { language: 'en-GB' });
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
    expect(screen.getByRole('heading', { name: 'Places' })).toBeTruthy();
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
