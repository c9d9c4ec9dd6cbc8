import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { REPLAY_RANGE } from '../../machines/replay/replay.fixtures';
import { ReplayBar } from './replay-bar.view';
import { replayFleet } from './replay-vehicles.fixtures';
import { ReplayVehicles } from './replay-vehicles.view';

const meta = {
  title: 'Tracking map/Replay bar',
  component: ReplayBar,
  args: {
    range: REPLAY_RANGE,
    cursor: REPLAY_RANGE.from + 8.5 * 3_600_000,
    speed: 60,
    playing: false,
    loading: false,
    failed: false,
    waitSeconds: null,
    noVehicles: false,
    fleetAt: null,
    onPlay: fn(),
    onPause: fn(),
    onSpeed: fn(),
    onStepBack: fn(),
    onStepForward: fn(),
    onSeek: fn(),
    onFleetAt: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReplayBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paused at 09:30 (Berlin) on the day replayed. */
export const Paused: Story = {};

/** Playing at 600×, in English. */
export const Playing: Story = { args: { playing: true, speed: 600 }, globals: { locale: 'en-GB' } };

/** The server asked to wait (heavy work): the spinner says how long. */
export const ServerBusy: Story = { args: { loading: true, waitSeconds: 3 } };

/** The chunk could not be loaded: try again. */
export const Failed: Story = { args: { failed: true } };

/** "Fleet at" answered: three vehicles, one without data for more than 10 minutes. */
export const FleetAt: Story = { args: { fleetAt: { found: 3, stale: 1 } } };

/** Nothing selected: disabled. */
export const NoVehicles: Story = { args: { noVehicles: true } };

/** With the replay's vehicle picker first: three of the fleet's vehicles replayed. */
export const WithVehicles: Story = {
  args: {
    vehicles: <ReplayVehicles vehicles={replayFleet(40)} chosen={[1001, 1002, 1003]} onChoose={fn()} />,
  },
};
