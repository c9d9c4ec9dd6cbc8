import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  FIXTURE_COUNTS,
  FIXTURE_FIRST_PAGE,
  FIXTURE_PLACE,
  FIXTURE_SEARCH_PAGE,
  FIXTURE_SHIP,
} from '../../machines/railation/railation-directory.fixtures';
import { CategoryDrawerView } from './category-drawer.view';
import { PlaceDetailView } from './place-detail.view';
import { PlaceListView, type PlaceListViewProps } from './place-list.view';
import { PlaceSearchView } from './place-search.view';

const meta = {
  title: 'Railation/Drawers',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const categoryActions = { onToggle: fn(), onReset: fn(), onRetry: fn() };

export const Categories: Story = {
  render: () => (
    <CategoryDrawerView counts={FIXTURE_COUNTS.items} ticked={[3]} failed={false} {...categoryActions} />
  ),
};
export const CategoriesLoading: Story = {
  render: () => <CategoryDrawerView counts={[]} ticked={[]} failed={false} {...categoryActions} />,
};
export const CategoriesFailed: Story = {
  render: () => <CategoryDrawerView counts={[]} ticked={[]} failed={true} {...categoryActions} />,
};

export const Search: Story = {
  render: () => <PlaceSearchView searchText="" tickedCount={0} onSearch={fn()} />,
};
export const SearchTooShort: Story = {
  render: () => <PlaceSearchView searchText="Ha" tickedCount={0} onSearch={fn()} />,
};
export const SearchTickedCategories: Story = {
  render: () => <PlaceSearchView searchText="Hamburg" tickedCount={2} onSearch={fn()} />,
};

const list: PlaceListViewProps = {
  allCategories: false,
  places: FIXTURE_FIRST_PAGE.items.slice(0, 12),
  total: FIXTURE_FIRST_PAGE.total,
  loading: false,
  loadingMore: false,
  failed: false,
  selectedId: 'p2',
  addPlaceUrl: 'https://www.example.com/add-place-marker/',
  onLoadMore: fn(),
  onOpen: fn(),
  onRetry: fn(),
};
export const Places: Story = { render: () => <PlaceListView {...list} /> };
export const PlacesLoading: Story = { render: () => <PlaceListView {...list} loading places={[]} /> };
export const PlacesLoadingMore: Story = { render: () => <PlaceListView {...list} loadingMore /> };
export const PlacesInAllCategories: Story = {
  render: () => (
    <PlaceListView
      {...list}
      allCategories
      places={FIXTURE_SEARCH_PAGE.items}
      total={FIXTURE_SEARCH_PAGE.total}
      selectedId={null}
    />
  ),
};
export const PlacesNoneFound: Story = { render: () => <PlaceListView {...list} places={[]} total={0} /> };
export const PlacesFailed: Story = { render: () => <PlaceListView {...list} places={[]} failed /> };

const detail = { loading: false, failed: false, language: 'de-DE' as const, onClose: fn(), onRetry: fn() };
export const Place: Story = { render: () => <PlaceDetailView {...detail} place={FIXTURE_PLACE} /> };
export const Ship: Story = {
  render: () => <PlaceDetailView {...detail} place={FIXTURE_SHIP} language="en-GB" />,
};
export const PlaceWithoutDetails: Story = {
  render: () => (
    <PlaceDetailView
      {...detail}
      place={{
        ...FIXTURE_PLACE,
        contact: { street: null, postcode: null, city: null, country: null, phone: null, website: null },
        description: null,
        demo: false,
      }}
    />
  ),
};
export const PlaceLoading: Story = { render: () => <PlaceDetailView {...detail} place={null} loading /> };
export const PlaceFailed: Story = { render: () => <PlaceDetailView {...detail} place={null} failed /> };
