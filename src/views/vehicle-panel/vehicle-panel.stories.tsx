import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { selectListedVehicles, selectStatusCounters } from '../../machines/fleet/vehicle-selection.types';
import { FLEET, selectionContext, type SelectionOptions } from '../shared/fleet/testing/fleet-fixtures';
import { FLEET_RESTRICTIONS } from '../shared/fleet/testing/restriction-fixtures';
import { VehiclePanelView } from './vehicle-panel.view';

/** Panel props as the screen derives them from a selection over the fixture fleet. */
const fromSelection = (options: SelectionOptions = {}, entries = FLEET) => {
  const snapshot = { context: selectionContext(entries, options) };
  return {
    vehicles: selectListedVehicles(snapshot),
    counts: selectStatusCounters(snapshot),
    filter: options.filterText ?? '',
    selectAll: snapshot.context.selectAll,
  };
};

const meta = {
  title: 'Fleet/Vehicle list panel',
  component: VehiclePanelView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    ...fromSelection({ activeIds: [1001, 1009, 1012], focusedId: 1009 }),
    mode: 'list',
    multiSelect: true,
    showCounters: true,
    onModeChange: fn(),
    onFilterChange: fn(),
    onGroupToggle: fn(),
    onToggleActive: fn(),
    onToggleFocus: fn(),
    onSelectAll: fn(),
    onDeselect: fn(),
    onDeselectAll: fn(),
    onHide: fn(),
  },
} satisfies Meta<typeof VehiclePanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Tiles: Story = { args: { mode: 'tile' } };

export const Filtered: Story = {
  args: fromSelection({ filterText: 'vectron', activeIds: [1009] }),
};

export const NothingFound: Story = { args: fromSelection({ filterText: 'ICE 4' }) };

export const DrivingSelected: Story = {
  name: 'Counters: all driving selected',
  args: fromSelection({
    activeIds: FLEET.filter((v) => !v.isCrane && v.live?.statusVehicle === 'driving').map((v) => v.vehicleId),
    selectAllGroup: 'driving',
  }),
};

export const AllSelected: Story = {
  args: fromSelection({ activeIds: FLEET.map((v) => v.vehicleId), selectAllGroup: 'all' }),
};

export const SingleSelect: Story = {
  name: 'Single-select view (livedata)',
  args: { ...fromSelection({ activeIds: [1005], view: 'livedata' }), multiSelect: false },
};

export const WithoutCounters: Story = {
  name: 'Without telematics read',
  args: { showCounters: false },
};

/** A driver: logbook read without telematics; name, picture and type, no status, counters or focus. */
export const LogbookOnly: Story = {
  name: 'Logbook read only (driver)',
  args: {
    ...fromSelection({ activeIds: [1005], view: 'logbook-all-entries' }),
    multiSelect: false,
    showCounters: false,
    showLiveStatus: false,
  },
};

/** Inside the narrow-screen drawer: full width, the hide button closes the drawer. */
export const InDrawer: Story = {
  name: 'In the narrow-screen drawer',
  args: { variant: 'drawer' },
  decorators: [
    (Story) => (
      <div style={{ width: 360, height: '100vh', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
};

export const FewVehicles: Story = {
  name: 'Under 21 vehicles (all shown)',
  args: fromSelection({ activeIds: [1002] }, FLEET.slice(0, 12)),
};

export const Empty: Story = { args: fromSelection({}, []) };

export const Loading: Story = { args: { ...fromSelection({}, []), loading: true } };

export const English: Story = { globals: { locale: 'en-GB' } };

/**
 * Restriction notices (issue 30 §2): BR 261 021-4 and G 1206 Nr. 5 say they are restricted (the
 * lowest speed limit); the active one lists its restrictions' texts. The other cards are unrestricted.
 */
const restricted = {
  ...fromSelection({ activeIds: [1001], view: 'livedata' }),
  multiSelect: false,
  restrictions: FLEET_RESTRICTIONS,
};

export const Restricted: Story = {
  name: 'Restricted vehicles (the active one lists its restrictions)',
  args: restricted,
};

export const RestrictedEnglish: Story = {
  name: 'Restricted vehicles, English',
  args: restricted,
  globals: { locale: 'en-GB' },
};

export const RestrictedTiles: Story = {
  name: 'Restricted vehicles as tiles',
  args: { ...restricted, mode: 'tile' },
};
