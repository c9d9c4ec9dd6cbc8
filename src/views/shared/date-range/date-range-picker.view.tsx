import { Button, Flex, Popover, Text } from '@radix-ui/themes';
import type { DateRange } from 'react-day-picker';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  firstPickableDay,
  formatGermanDay,
  formatPeriod,
  isBlockedDay,
  lastPickableDay,
  type DayRules,
  type IsoDay,
  type Period,
} from '../../../machines/period/period.rules';
import type { PendingSelection } from '../../../machines/period/period.types';
import { dateOfDay, dayOfDate } from './day-dates';
import { LazyCalendar, preloadCalendar } from './lazy-calendar.view';

export interface DateRangePickerViewProps {
  /** The applied period; null when no day may be picked. */
  readonly period: Period | null;
  /** The first date picked while the second is awaited. */
  readonly pending: PendingSelection;
  readonly open: boolean;
  /** Locked (a crane on the reporting or tracking toolbar) or nothing to pick. */
  readonly disabled: boolean;
  /** The day rules: which days are blocked, which months can be shown. */
  readonly rules: DayRules;
  readonly onOpenChange: (open: boolean) => void;
  /** The selection after a click: one date (the start) or both (applied at once). */
  readonly onSelect: (selection: PendingSelection) => void;
  /** The caption before the button (default: the map's "Period"). */
  readonly label?: string;
  /** The button's text without a period (default: no days available). */
  readonly emptyText?: string;
}

const CalendarIcon = () => (
  <svg
    width="15"
    height="15"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

/**
 * The date-range picker (spec 000 §5): a button showing DD.MM.YYYY – DD.MM.YYYY that opens a range
 * calendar (react-day-picker, loaded at the first opening) in a popover. Weeks start on Monday in both
 * languages; blocked days cannot be picked; the first click picks the start, the second the end (the
 * same day again: a single day), and only then the range applies.
 */
export function DateRangePickerView({
  period,
  pending,
  open,
  disabled,
  rules,
  onOpenChange,
  onSelect,
  label,
  emptyText,
}: DateRangePickerViewProps) {
  const { t, i18n } = useTranslation('map');
  // Unique per picker: the toolbar's and a drawer's are on the page together.
  const labelId = useId();
  const valueId = useId();
  const text = period ? formatPeriod(period) : (emptyText ?? t('period.none'));
  const selected: DateRange | undefined = pending.from
    ? { from: dateOfDay(pending.from), to: undefined }
    : period
      ? { from: dateOfDay(period.startDate), to: dateOfDay(period.endDate) }
      : undefined;
  const first = firstPickableDay(rules);
  const last = lastPickableDay(rules);
  // A period ahead opens on today's month, a period back on its last pickable day's.
  const shownMonth: IsoDay = pending.from ?? period?.endDate ?? (rules.kind === 'ahead' ? rules.today : last);

  const pick = (day: IsoDay) => {
    if (pending.from === null) return onSelect({ from: day, to: null });
    const [from, to] = pending.from <= day ? [pending.from, day] : [day, pending.from];
    onSelect({ from, to });
  };

  return (
    <Popover.Root open={open && !disabled} onOpenChange={onOpenChange}>
      <Flex align="center" gap="2" wrap="wrap">
        <Text as="span" size="1" color="gray" id={labelId}>
          {label ?? t('period.label')}
        </Text>
        <Popover.Trigger>
          <Button
            variant="surface"
            color="gray"
            // Radix's high contrast (its prop types as never under exactOptionalPropertyTypes): AA text.
            className="rt-high-contrast"
            size="1"
            disabled={disabled}
            aria-labelledby={`${labelId} ${valueId}`}
            data-testid="period-button"
            onPointerEnter={preloadCalendar}
            onFocus={preloadCalendar}
          >
            <CalendarIcon />
            <span id={valueId}>{text}</span>
          </Button>
        </Popover.Trigger>
      </Flex>
      <Popover.Content size="1" maxWidth="340px" aria-label={t('period.dialog')}>
        <Text as="p" size="1" color="gray" mb="1" role="status" data-testid="period-hint">
          {pending.from
            ? t('period.pickEnd', { start: formatGermanDay(pending.from) })
            : t('period.pickStart')}
        </Text>
        <LazyCalendar
          language={i18n.language}
          mode="range"
          min={0}
          selected={selected}
          onSelect={(_range, trigger) => pick(dayOfDate(trigger))}
          disabled={(date) => isBlockedDay(dayOfDate(date), rules)}
          today={dateOfDay(rules.today)}
          defaultMonth={dateOfDay(shownMonth)}
          endMonth={dateOfDay(last)}
          {...(first ? { startMonth: dateOfDay(first) } : {})}
          autoFocus
        />
      </Popover.Content>
    </Popover.Root>
  );
}
