import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { replayFleet } from './replay-vehicles.fixtures';
import { ReplayVehicles } from './replay-vehicles.view';

const fleet = replayFleet(150);
const idsOf = (count: number) => fleet.slice(0, count).map((v) => v.vehicleId);

const meta = {
  title: 'Tracking map/Replay vehicles',
  component: ReplayVehicles,
  args: { vehicles: fleet, chosen: [], onChoose: fn(), defaultOpen: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReplayVehicles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the checklist of the fleet's 150 vehicles. */
export const NoneChosen: Story = {};

/** The map's selected vehicle and two more, in English. */
export const SomeChosen: Story = { args: { chosen: idsOf(3) }, globals: { locale: 'en-GB' } };

/** Exactly 100: the most one replay plays, still applicable. */
export const HundredChosen: Story = { args: { chosen: idsOf(100) } };

/** 120 chosen (e.g. "all shown" over the whole fleet): the message says to remove 20; "Apply" is off. */
export const OverTheCap: Story = { args: { chosen: idsOf(120) } };

/** Over the cap in English. */
export const OverTheCapEnglish: Story = { args: { chosen: idsOf(120) }, globals: { locale: 'en-GB' } };

/** On a phone (390 × 844): the popover and its scrolling list fit the screen. */
export const Phone: Story = {
  args: { chosen: idsOf(2) },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** Closed: the bar's button says how many are replayed. */
export const Closed: Story = { args: { chosen: idsOf(2), defaultOpen: false } };
