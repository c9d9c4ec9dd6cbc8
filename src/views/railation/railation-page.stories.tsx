import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  FIXTURE_COUNTS,
  FIXTURE_FIRST_PAGE,
  FIXTURE_PLACE,
} from '../../machines/railation/railation-directory.fixtures';
import { CategoryDrawerView } from './category-drawer.view';
import { PlaceDetailView } from './place-detail.view';
import { PlaceListView } from './place-list.view';
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
const list = (
  <PlaceListView
    searchText=""
    places={FIXTURE_FIRST_PAGE.items.slice(0, 15)}
    total={FIXTURE_FIRST_PAGE.total}
    loading={false}
    loadingMore={false}
    failed={false}
    selectedId="p1"
    addPlaceUrl="https://www.example.com/add-place-marker/"
    onSearch={fn()}
    onLoadMore={fn()}
    onOpen={fn()}
    onRetry={fn()}
  />
);

/** Nothing ticked: the categories over the map (here its placeholder). */
export const Start: Story = { args: { categories: categories([]), list: null, detail: null } };
/** Fuel stations ticked: the list drawer beside the categories. */
export const WithList: Story = { args: { categories: categories([3]), list, detail: null } };
/** A place opened from the list or the map. */
export const WithDetail: Story = {
  args: {
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
