import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConnectionErrorSnackbar } from '../shared/fleet/connection-error-snackbar.view';
import { OfflineBanner } from '../shared/offline-banner.view';
import {
  CRANE,
  datasheetOf,
  DIESEL_DRIVING,
  DIESEL_LATE,
  ELOC,
  FIXTURE_TIME_ZONE,
  fleetVehicles,
  LAST_NOTIFICATION,
  NO_POSITION,
  UNKNOWN_STATE,
  WEATHER_DE,
  WEATHER_EN,
} from '../shared/fleet/testing/fleet-fixtures';
import { FLEET_RESTRICTIONS } from '../shared/fleet/testing/restriction-fixtures';
import { LiveDataView } from './livedata.view';

const asLive = (entry: typeof DIESEL_DRIVING) => {
  const [vehicle] = fleetVehicles([entry]);
  if (!vehicle) throw new Error('no fixture vehicle');
  return vehicle;
};

const meta = {
  title: 'Fleet/Live data',
  component: LiveDataView,
  parameters: { layout: 'fullscreen' },
  // The weather summary comes from the server in the requested language.
  render: (args, { globals }) => (
    <LiveDataView
      {...args}
      weather={
        args.weather && {
          ...args.weather,
          summary: (globals['locale'] === 'en-GB' ? WEATHER_EN : WEATHER_DE).summary,
        }
      }
    />
  ),
  args: {
    vehicle: asLive(DIESEL_DRIVING),
    datasheet: datasheetOf(DIESEL_DRIVING),
    notification: LAST_NOTIFICATION,
    weather: WEATHER_DE,
    isDemoUser: false,
    loading: false,
    updating: false,
    onUpdate: fn(),
    timeZone: FIXTURE_TIME_ZONE,
  },
} satisfies Meta<typeof LiveDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const ElectricLocomotive: Story = {
  args: { vehicle: asLive(ELOC), datasheet: datasheetOf(ELOC), notification: null },
};

export const Crane: Story = { args: { vehicle: asLive(CRANE), datasheet: datasheetOf(CRANE) } };

export const NoPosition: Story = {
  args: { vehicle: asLive(NO_POSITION), datasheet: datasheetOf(NO_POSITION) },
};

export const UnknownStateAndMissingValues: Story = {
  args: {
    vehicle: asLive(UNKNOWN_STATE),
    datasheet: datasheetOf(UNKNOWN_STATE, { manufacturerName: null, constructionYear: null }),
    weather: null,
    notification: null,
  },
};

/** The demo user: the temperature row shows the weather's 8.4 °C, not the sensor's. */
export const DemoUser: Story = { args: { isDemoUser: true } };

export const FirstLoad: Story = {
  args: { datasheet: null, notification: null, weather: null, loading: true },
};

export const ManualUpdate: Story = { args: { updating: true } };

/** Offline: the shell's fixed banner (labels.noConnection) says it; no snackbar. */
export const Offline: Story = {
  render: (args) => (
    <>
      <OfflineBanner />
      <LiveDataView {...args} />
    </>
  ),
};

/** A failed live-data call: the 'Connection Error' snackbar the shell shows for 10 s. */
export const ConnectionError: Story = {
  render: (args) => (
    <>
      <LiveDataView {...args} />
      <ConnectionErrorSnackbar open onDismiss={fn()} />
    </>
  ),
};

export const NoActiveVehicle: Story = { args: { vehicle: null, datasheet: null } };

export const English: Story = { globals: { locale: 'en-GB' } };

/** Restricted (issue 30 §2): two restrictions in force with their speed limits, until lifted. */
export const Restricted: Story = { args: { restrictions: FLEET_RESTRICTIONS[1001] } };

/** One restriction without a speed limit that ends at a set time (Berlin time), in English. */
export const RestrictedUntilEnglish: Story = {
  name: 'Restricted until a time, English',
  args: { restrictions: FLEET_RESTRICTIONS[1005] },
  globals: { locale: 'en-GB' },
};

/** The latest position arrived late (issue 30 §3): the badge, and the note under it says by how much and why. */
export const ArrivedLate: Story = { args: { vehicle: asLive(DIESEL_LATE) } };

export const ArrivedLateEnglish: Story = {
  args: { vehicle: asLive(DIESEL_LATE) },
  globals: { locale: 'en-GB' },
};
