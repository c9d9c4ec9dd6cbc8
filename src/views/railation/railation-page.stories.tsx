import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  FIXTURE_COUNTS,
  FIXTURE_FIRST_PAGE,
  FIXTURE_PLACE,
  FIXTURE_SEARCH_PAGE,
} from '../../machines/railation/railation-directory.fixtures';
import { CategoryDrawerView } from './category-drawer.view';
import { PlaceDetailView } from './place-detail.view';
import { PlaceListView } from './place-list.view';
import { PlaceSearchView } from './place-search.view';
import { RailationView } from './railation.view';

const meta = {
  title: 'Railation/Page',
  component: RailationView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '100vh' }}>{Story()}</div>],
} satisfies Meta<typeof RailationView>;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = (ticked: readonly number[]) => (
  <CategoryDrawerView
    counts={FIXTURE_COUNTS.items}
    ticked={ticked}
    failed={false}
    onToggle={fn()}
    onReset={fn()}
    onRetry={fn()}
  />
);
const search = (searchText: string, tickedCount: number) => (
  <PlaceSearchView searchText={searchText} tickedCount={tickedCount} onSearch={fn()} />
);
const list = (
  <PlaceListView
    allCategories={false}
    places={FIXTURE_FIRST_PAGE.items.slice(0, 15)}
    total={FIXTURE_FIRST_PAGE.total}
    loading={false}
    loadingMore={false}
    failed={false}
    selectedId="p1"
    addPlaceUrl="https://www.example.com/add-place-marker/"
    onLoadMore={fn()}
    onOpen={fn()}
    onRetry={fn()}
  />
);

/** Nothing ticked: the place search over the categories, over the map (here its placeholder). */
export const Start: Story = {
  args: { search: search('', 0), categories: categories([]), list: null, detail: null },
};
/** 'Hamburg' searched with nothing ticked: the places of every category beside the search. */
export const SearchAllCategories: Story = {
  args: {
    search: search('Hamburg', 0),
    categories: categories([]),
    list: (
      <PlaceListView
        allCategories
        places={FIXTURE_SEARCH_PAGE.items}
        total={FIXTURE_SEARCH_PAGE.total}
        loading={false}
        loadingMore={false}
        failed={false}
        selectedId={null}
        addPlaceUrl="https://www.example.com/add-place-marker/"
        onLoadMore={fn()}
        onOpen={fn()}
        onRetry={fn()}
      />
    ),
    detail: null,
  },
};
/** Fuel stations ticked: the list drawer beside the categories. */
export const WithList: Story = {
  args: { search: search('', 1), categories: categories([3]), list, detail: null },
};
/** A place opened from the list or the map. */
export const WithDetail: Story = {
  args: {
    search: search('', 1),
    categories: categories([3]),
    list,
    detail: (
      <PlaceDetailView
        place={FIXTURE_PLACE}
        loading={false}
        failed={false}
        language="de-DE"
        onClose={fn()}
        onRetry={fn()}
      />
    ),
  },
};
