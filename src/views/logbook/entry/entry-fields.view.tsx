import { Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../shared/date-time/date-time-field.view';
import { formatDateTimeText, type DateTimeProblem } from '../../shared/date-time/date-time-text';
import { onlyDigits } from './entry-time';

/** The small labelled controls of the entry form; every one can show read-only. */

interface Base {
  readonly label: string;
  readonly readOnly: boolean;
  /** The field has a problem (the list under the header names it). */
  readonly invalid?: boolean;
  readonly required?: boolean;
}

/** A field holding text: its value and what is typed. */
type TextBase = Base & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The label above a control; the star of a required field only while it can be edited. `control`
 * draws the control with the id the label points at.
 */
function Labelled({
  label,
  readOnly,
  required,
  control,
  className = 'entry-field',
}: Pick<Base, 'label' | 'readOnly' | 'required'> & {
  control: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" className={className}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
        {required && !readOnly ? ' *' : ''}
      </Text>
      {control(id)}
    </Flex>
  );
}

export function TextInput({
  value,
  onChange,
  invalid,
  maxLength,
  ...field
}: TextBase & {
  maxLength?: number;
}) {
  return (
    <Labelled
      {...field}
      control={(id) => (
        <TextField.Root
          id={id}
          value={value}
          readOnly={field.readOnly}
          aria-invalid={invalid}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    />
  );
}

/** Whole, non-negative numbers only: anything but digits is dropped as it is typed. */
export function NumberInput({ value, onChange, invalid, ...field }: TextBase) {
  return (
    <Labelled
      {...field}
      control={(id) => (
        <TextField.Root
          id={id}
          value={value}
          readOnly={field.readOnly}
          inputMode="numeric"
          pattern="[0-9]*"
          aria-invalid={invalid}
          onChange={(e) => onChange(onlyDigits(e.target.value))}
        />
      )}
    />
  );
}

export function LongText({ value, onChange, invalid, ...field }: TextBase) {
  return (
    <Labelled
      {...field}
      control={(id) => (
        <TextArea
          id={id}
          value={value}
          readOnly={field.readOnly}
          aria-invalid={invalid}
          rows={3}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    />
  );
}

/**
 * A date-time written DD.MM.YYYY HH:mm (spec 000 §10) in both languages; the value stays a
 * datetime-local string. Every max of the entry form is "now", so a later time is "in the future".
 */
export function DateTimeInput({
  value,
  onChange,
  invalid,
  min,
  max,
  ...field
}: TextBase & {
  /** `YYYY-MM-DDTHH:mm` (local time), '' or the field's unreadable marker. */
  value: string;
  min?: string;
  max?: string;
}) {
  const { t } = useTranslation('logbookEntry');
  const message = (problem: DateTimeProblem) =>
    t('validation.field', {
      field: field.label,
      message:
        problem === 'format'
          ? t('validation.dateFormat')
          : problem === 'date'
            ? t('validation.invalidDate')
            : problem === 'tooLate'
              ? t('validation.future')
              : t('validation.notBefore', { min: formatDateTimeText(min ?? '') }),
    });
  return (
    <Labelled
      {...field}
      control={(id) => (
        <DateTimeField
          id={id}
          value={value}
          onChange={onChange}
          min={min}
          max={max}
          readOnly={field.readOnly}
          required={field.required}
          invalid={invalid}
          message={message}
          placeholder={t('dateTime.placeholder')}
          calendarLabel={t('dateTime.calendar', { field: field.label })}
        />
      )}
    />
  );
}

export interface Option<T extends string> {
  readonly value: T;
  readonly label: string;
}

/**
 * A native select (keyboard and touch friendly); '' is "please choose". Its text cannot wrap, so where
 * the form's columns are narrow it takes a whole row (entry-drawer.css): never "Please choos…".
 */
export function SelectInput<T extends string>({
  value,
  options,
  placeholder,
  onChange,
  invalid,
  ...field
}: Base & {
  value: T | '';
  options: readonly Option<T>[];
  placeholder: string;
  onChange: (value: T | '') => void;
}) {
  return (
    <Labelled
      {...field}
      className="entry-field entry-field-select"
      control={(id) => (
        <select
          id={id}
          className="entry-native-input"
          value={value}
          disabled={field.readOnly}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value as T | '')}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
