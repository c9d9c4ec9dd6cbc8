import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { visibleMapSwitches } from '../../machines/map/map-toggles.types';
import { MapToolbarView } from './map-toolbar.view';

const meta = {
  title: 'Map/Map toolbar',
  component: MapToolbarView,
  parameters: { layout: 'padded' },
  args: {
    visible: visibleMapSwitches('dashboard'),
    values: { railway: false, satellite: false, railation: false, trackingMap: true, heatMap: false },
    onToggle: fn(),
  },
} satisfies Meta<typeof MapToolbarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};

export const RailwayAndSatelliteOn: Story = {
  args: { values: { railway: true, satellite: true, railation: false, trackingMap: true, heatMap: false } },
};

/** The tracking map adds its tracking and heat map switches (the layers come with reporting). */
export const TrackingMap: Story = { args: { visible: visibleMapSwitches('trackingmap') } };

/** A crane on the tracking map: tracking is not available, both switches are locked. */
export const TrackingLockedForCrane: Story = {
  args: {
    visible: visibleMapSwitches('trackingmap'),
    values: { railway: false, satellite: false, railation: false, trackingMap: false, heatMap: true },
    disabled: { trackingMap: true, heatMap: true },
  },
};

export const English: Story = { globals: { locale: 'en-GB' } };
