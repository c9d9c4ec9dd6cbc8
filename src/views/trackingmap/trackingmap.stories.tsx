import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrackingMapView } from './trackingmap.view';

const meta = {
  title: 'Tracking map/Page',
  component: TrackingMapView,
  parameters: { layout: 'fullscreen' },
  args: {
    noVehicle: false,
    loading: false,
    map: <div style={{ height: 420, background: 'var(--gray-3)' }} />,
  },
} satisfies Meta<typeof TrackingMapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vehicle selected (the map with its layers is shown in `Map/Track and heat map`). */
export const WithVehicle: Story = {};

/** The track and heat map are loading. */
export const Loading: Story = { args: { loading: true } };

/** No vehicle selected, in English. */
export const NoVehicle: Story = { args: { noVehicle: true }, globals: { locale: 'en-GB' } };

/** No vehicle selected while the replay shows 40: the note says so (issue 30 §3 review). */
export const NoVehicleWithReplay: Story = { args: { noVehicle: true, replayVehicles: 40 } };

/**
 * The period reaches back before the 24 months of raw positions kept (issue 29 §1): the map says
 * that the track and heat map come from the day summaries there.
 */
export const BeyondRetention: Story = {
  args: { beyondRetention: { months: 24, keptFrom: Date.parse('2024-11-01T00:00:00Z') } },
};
