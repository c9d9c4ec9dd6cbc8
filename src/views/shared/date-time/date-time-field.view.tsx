import { IconButton, Popover, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfDay, dayOfDate } from '../date-range/day-dates';
import { LazyCalendar, preloadCalendar } from '../date-range/lazy-calendar.view';
import { CalendarIcon } from '../icons';
import {
  dayOf,
  formatDateTimeText,
  isUnreadable,
  parseDateTimeText,
  partsOf,
  rangeProblem,
  textMatches,
  valueOfText,
  withDay,
  type DateTimeProblem,
  type DateTimeSeparator,
  type LocalDateTime,
} from './date-time-text';
import './date-time-field.css';

export interface DateTimeFieldProps {
  /** The input's id: the caller's label points at it. */
  readonly id: string;
  /**
   * The value as a `datetime-local` input holds it (`YYYY-MM-DDTHH:mm`, local time), '' for none or
   * the unreadable marker (`unreadableValue`) after text that could not be read.
   */
  readonly value: LocalDateTime;
  /** A local value, '' when emptied, or the unreadable marker: never a stale value. */
  readonly onChange: (value: LocalDateTime) => void;
  readonly min?: LocalDateTime | undefined;
  readonly max?: LocalDateTime | undefined;
  readonly readOnly: boolean;
  readonly required?: boolean | undefined;
  /** A problem found elsewhere (the form's list) marks the field too. */
  readonly invalid?: boolean | undefined;
  /** The sentence shown under the field for a problem of its own (already translated). */
  readonly message: (problem: DateTimeProblem) => string;
  /** The placeholder: the format in the user's language (TT.MM.JJJJ HH:mm, DD.MM.YYYY HH:mm). */
  readonly placeholder: string;
  /** The calendar button's accessible name. */
  readonly calendarLabel: string;
  /** Between date and time; a space unless a form's format says otherwise (` @ `). */
  readonly separator?: DateTimeSeparator | undefined;
}

/** The problem of a text: unreadable, or outside [min, max]; null when none. */
const problemOf = (text: string, min?: string, max?: string): DateTimeProblem | null => {
  const parsed = parseDateTimeText(text);
  if (parsed.kind === 'invalid') return parsed.problem;
  return parsed.kind === 'ok' ? rangeProblem(parsed.value, min, max) : null;
};

/**
 * A date-time input written DD.MM.YYYY HH:mm in 24 h time in every language (spec 000 §10), whatever
 * the browser's locale: lenient while typing ("1.2.2026 7:05"), normalised when left, a message in
 * the user's language under it when the text cannot be read or lies outside [min, max] (never
 * dropped: the text stays and the form gets the unreadable marker). The calendar button opens the
 * app's calendar (react-day-picker, as the date-range picker, loaded at the first opening) for one
 * day; the time is kept.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { value, onChange, min, max, readOnly } = props;
  const format = (v: LocalDateTime) => formatDateTimeText(v, props.separator);
  const { i18n } = useTranslation();
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  // Left: the problem shows; at once for unreadable text drawn again (another tab and back).
  const [left, setLeft] = useState(() => isUnreadable(value));
  const [open, setOpen] = useState(false);
  // A value from outside (loaded, reset) replaces the text; the echo of what was typed does not.
  if (value !== seen) {
    setSeen(value);
    if (!textMatches(text, value)) {
      setText(format(value));
      setLeft(isUnreadable(value));
    }
  }
  const problem = left ? problemOf(text, min, max) : null;
  const messageId = `${props.id}-message`;
  const current = partsOf(value) ? value : null;
  const pickDay = (date: Date | undefined) => {
    if (!date) return setOpen(false);
    const picked = withDay(dayOfDate(date), value, max?.slice(11) ?? '00:00', { min, max });
    setText(format(picked));
    setLeft(true);
    setOpen(false);
    onChange(picked);
  };
  const blocked = (date: Date) => {
    const day = dayOfDate(date);
    return (min !== undefined && day < dayOf(min)) || (max !== undefined && day > dayOf(max));
  };
  return (
    <>
      <TextField.Root
        id={props.id}
        className="date-time-field"
        value={text}
        readOnly={readOnly}
        placeholder={readOnly ? undefined : props.placeholder}
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        required={props.required ?? false}
        aria-invalid={props.invalid === true || problem !== null}
        {...(problem ? { 'aria-describedby': messageId } : {})}
        onChange={(e) => {
          setText(e.target.value);
          setLeft(false);
          onChange(valueOfText(e.target.value));
        }}
        onBlur={() => {
          const parsed = parseDateTimeText(text);
          if (parsed.kind === 'ok') setText(format(parsed.value));
          setLeft(true);
        }}
      >
        {!readOnly && (
          <TextField.Slot side="right">
            <Popover.Root open={open} onOpenChange={setOpen}>
              <Popover.Trigger>
                <IconButton
                  type="button"
                  size="1"
                  variant="ghost"
                  color="gray"
                  aria-label={props.calendarLabel}
                  onPointerEnter={preloadCalendar}
                  onFocus={preloadCalendar}
                >
                  <CalendarIcon size={16} />
                </IconButton>
              </Popover.Trigger>
              <Popover.Content size="1" maxWidth="340px" aria-label={props.calendarLabel}>
                <LazyCalendar
                  language={i18n.language}
                  mode="single"
                  selected={current ? dateOfDay(dayOf(current)) : undefined}
                  onSelect={pickDay}
                  disabled={blocked}
                  defaultMonth={dateOfDay(dayOf(current ?? max ?? min ?? dayOfDate(new Date())))}
                  {...(min ? { startMonth: dateOfDay(dayOf(min)) } : {})}
                  {...(max ? { endMonth: dateOfDay(dayOf(max)) } : {})}
                  autoFocus
                />
              </Popover.Content>
            </Popover.Root>
          </TextField.Slot>
        )}
      </TextField.Root>
      {problem && (
        <Text as="p" size="1" color="red" id={messageId} className="date-time-message">
          {props.message(problem)}
        </Text>
      )}
    </>
  );
}
