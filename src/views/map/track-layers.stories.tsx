import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FleetMap } from './fleet-map.view';
import { NO_TILES } from './testing/fleet.fixtures';
import { RHINE_HEATMAP, RHINE_TRACK, RHINE_TRACK_LATE } from './testing/track.fixtures';

/**
 * The tracking map's layers with fixture data: a locomotive's day on the left Rhine railway from
 * Koblenz to Bingen (stop at Boppard), its track coloured by speed and the heat map of where it spent
 * its time. The switches are the map toggles machine's (tracking map, heat map, or both); hovering
 * the track shows the time (Europe/Berlin) and speed of the nearest position.
 */
const meta = {
  title: 'Map/Track and heat map',
  component: FleetMap,
  decorators: [
    (Story) => (
      <div style={{ height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    vehicles: [],
    activeVehicleIds: null,
    focusedVehicleId: null,
    toggles: { railway: false, satellite: false, trackingMap: true, heatMap: false },
    tiles: NO_TILES,
    view: 'trackingmap',
    loading: false,
    track: RHINE_TRACK,
    heatmap: RHINE_HEATMAP,
    onVehicleClick: fn(),
    onLoaded: fn(),
    onViewChange: fn(),
  },
} satisfies Meta<typeof FleetMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The track coloured by speed, start and end markers, the legend (German). */
export const Track: Story = {};

export const TrackEnglish: Story = { globals: { locale: 'en-GB' } };

/**
 * A stretch that arrived late (the device sent it after being offline) drawn hollow in the replay's
 * late colour (a white core: the orange alone is also 120 km/h's), and the legend naming it; hovering
 * a late position says it arrived late.
 */
export const TrackWithLateStretch: Story = { args: { track: RHINE_TRACK_LATE } };

export const TrackWithLateStretchEnglish: Story = {
  args: { track: RHINE_TRACK_LATE },
  globals: { locale: 'en-GB' },
};

/** The heat map alone: Koblenz Hbf, where the locomotive stood six hours, glows the most. */
export const Heatmap: Story = {
  args: { toggles: { railway: false, satellite: false, trackingMap: false, heatMap: true } },
};

export const HeatmapEnglish: Story = {
  args: { toggles: { railway: false, satellite: false, trackingMap: false, heatMap: true } },
  globals: { locale: 'en-GB' },
};

/** Both switches on: the track over the heat map. */
export const TrackOverHeatmap: Story = {
  args: { toggles: { railway: false, satellite: false, trackingMap: true, heatMap: true } },
};
