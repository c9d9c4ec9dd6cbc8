import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { visibleMapSwitches } from '../../machines/map/map-toggles.types';
import { OPEN_WINDOW } from '../../machines/period/period.rules';
import { NO_SELECTION } from '../../machines/period/period.types';
import { DateRangePickerView } from '../shared/date-range/date-range-picker.view';
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

/** Views with a date range (reporting, tracking map, …) put the picker in front of the switches. */
export const WithDateRange: Story = {
  args: {
    visible: visibleMapSwitches('trackingmap'),
    period: (
      <DateRangePickerView
        period={{ startDate: '2026-11-08', endDate: '2026-11-21' }}
        pending={NO_SELECTION}
        open={false}
        disabled={false}
        rules={{ kind: 'trackingmap', today: '2026-11-22', window: OPEN_WINDOW }}
        onOpenChange={fn()}
        onSelect={fn()}
      />
    ),
  },
};
