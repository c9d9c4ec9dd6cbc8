import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NO_SELECTION } from '../../../machines/period/period.types';
import { OPEN_WINDOW } from '../../../machines/period/period.rules';
import { DateRangePickerView } from './date-range-picker.view';

const TODAY = '2026-11-22';

const meta = {
  title: 'Shared/Date-range picker',
  component: DateRangePickerView,
  parameters: { layout: 'padded' },
  args: {
    period: { startDate: '2026-11-08', endDate: TODAY },
    pending: NO_SELECTION,
    open: false,
    disabled: false,
    rules: { kind: 'other', today: TODAY, window: OPEN_WINDOW },
    onOpenChange: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof DateRangePickerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en-GB' } } as const;

/** The default period: two weeks before today to today. */
export const Closed: Story = {};
export const ClosedEnglish: Story = { ...en };

/** Open: days after today are blocked; weeks start on Monday. */
export const Open: Story = { args: { open: true } };
export const OpenEnglish: Story = { ...en, args: { open: true } };

/** The start picked, the end awaited: nothing applies yet. */
const startPicked = { open: true, pending: { from: '2026-11-10', to: null } } satisfies Story['args'];
export const StartPicked: Story = { args: startPicked };
export const StartPickedEnglish: Story = { ...en, args: startPicked };

/** The tracking map: today is blocked too. */
const trackingMap = {
  open: true,
  period: { startDate: '2026-11-08', endDate: '2026-11-21' },
  rules: { kind: 'trackingmap', today: TODAY, window: OPEN_WINDOW },
} satisfies Story['args'];
export const TrackingMap: Story = { args: trackingMap };
export const TrackingMapEnglish: Story = { ...en, args: trackingMap };

/** A vehicle limited to October: days before it and more than a day after it are blocked. */
const limitedWindow = {
  open: true,
  period: { startDate: '2026-10-25', endDate: '2026-10-31' },
  rules: { kind: 'other', today: TODAY, window: { startDate: '2026-10-01', endDate: '2026-10-31' } },
} satisfies Story['args'];
export const LimitedWindow: Story = { args: limitedWindow };
export const LimitedWindowEnglish: Story = { ...en, args: limitedWindow };

/** A crane on the reporting toolbar: disabled. */
export const DisabledForCrane: Story = { args: { disabled: true } };
export const DisabledForCraneEnglish: Story = { ...en, args: { disabled: true } };

/** A window that starts in the future: no day to pick. */
const noDays = {
  period: null,
  disabled: true,
  rules: { kind: 'other', today: TODAY, window: { startDate: '2026-12-01', endDate: null } },
} satisfies Story['args'];
export const NoDays: Story = { args: noDays };
export const NoDaysEnglish: Story = { ...en, args: noDays };
