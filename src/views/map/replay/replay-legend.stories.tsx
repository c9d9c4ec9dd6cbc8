import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReplayPosition } from '../../../machines/replay/replay-interpolate';
import { ReplayLegend, ReplayTooltip } from './replay-legend.view';
import '../fleet-map.css';

const meta = {
  title: 'Map/Replay legend',
  component: ReplayLegend,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="fleet-map">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReplayLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the replay's dots mean (issue 30 §3 review), over the map's bottom right. */
export const Legend: Story = {};

/** In English. */
export const English: Story = { globals: { locale: 'en-GB' } };

const PHONE = { viewport: { value: 'mobile2', isRotated: false } } as const;

/** On a phone (390 × 844): folded behind its "Legende" button, top left, so the small map stays visible. */
export const Phone: Story = { globals: PHONE };

/** On a phone, opened by its button (which closes it again). */
export const PhoneOpen: Story = { args: { defaultOpen: true }, globals: PHONE };

/** On a phone in English: the "Legend" button. */
export const PhoneEnglish: Story = { globals: { ...PHONE, locale: 'en-GB' } };

const head: ReplayPosition = {
  vehicleId: 4185011,
  coordinates: [11.5, 50.2],
  bearing: 0,
  speed: 54,
  statusCode: 4,
  late: true,
  stale: false,
  time: Date.parse('2026-11-29T07:03:20Z'),
};

/** Hovering a replayed vehicle: its name, status and the time of its position (arrived late here). */
export const Tooltip: Story = {
  render: () => (
    <>
      <ReplayLegend />
      <ReplayTooltip head={head} name="G 6 – 650 081" x={80} y={60} />
    </>
  ),
};
