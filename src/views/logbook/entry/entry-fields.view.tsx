import { Checkbox, Flex, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { onlyDigits } from './entry-time';

/** The small labelled controls of the entry form; every one can show read-only. */

interface Base {
  readonly label: string;
  readonly readOnly: boolean;
  /** The field has a problem (the list under the header names it). */
  readonly invalid?: boolean;
  readonly required?: boolean;
}

function Labelled({
  id,
  label,
  required,
  children,
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1" className="entry-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
        {required ? ' *' : ''}
      </Text>
      {children}
    </Flex>
  );
}

export function TextInput({
  label,
  value,
  onChange,
  readOnly,
  invalid,
  required,
  maxLength,
}: Base & {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} required={required && !readOnly}>
      <TextField.Root
        id={id}
        value={value}
        readOnly={readOnly}
        aria-invalid={invalid}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </Labelled>
  );
}

/** Whole, non-negative numbers only: anything but digits is dropped as it is typed. */
export function NumberInput({
  label,
  value,
  onChange,
  readOnly,
  invalid,
  required,
}: Base & {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} required={required && !readOnly}>
      <TextField.Root
        id={id}
        value={value}
        readOnly={readOnly}
        inputMode="numeric"
        pattern="[0-9]*"
        aria-invalid={invalid}
        onChange={(e) => onChange(onlyDigits(e.target.value))}
      />
    </Labelled>
  );
}

export function LongText({
  label,
  value,
  onChange,
  readOnly,
  invalid,
  required,
}: Base & {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} required={required && !readOnly}>
      <TextArea
        id={id}
        value={value}
        readOnly={readOnly}
        aria-invalid={invalid}
        rows={3}
        onChange={(e) => onChange(e.target.value)}
      />
    </Labelled>
  );
}

export function DateTimeInput({
  label,
  value,
  onChange,
  readOnly,
  invalid,
  required,
  min,
  max,
}: Base & {
  /** datetime-local value. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} required={required && !readOnly}>
      <input
        id={id}
        type="datetime-local"
        className="entry-native-input"
        value={value}
        readOnly={readOnly}
        disabled={readOnly}
        min={min}
        max={max}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
      />
    </Labelled>
  );
}

export interface Option<T extends string> {
  readonly value: T;
  readonly label: string;
}

/** A native select (keyboard and touch friendly); '' is "please choose". */
export function SelectInput<T extends string>({
  label,
  value,
  options,
  placeholder,
  onChange,
  readOnly,
  invalid,
  required,
}: Base & {
  value: T | '';
  options: readonly Option<T>[];
  placeholder: string;
  onChange: (value: T | '') => void;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} required={required && !readOnly}>
      <select
        id={id}
        className="entry-native-input"
        value={value}
        disabled={readOnly}
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
    </Labelled>
  );
}

export function ToggleInput({
  label,
  checked,
  onChange,
  readOnly,
}: Omit<Base, 'invalid'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Text as="label" size="2" weight="medium">
      <Flex gap="2" align="center">
        <Switch checked={checked} disabled={readOnly} onCheckedChange={onChange} />
        {label}
      </Flex>
    </Text>
  );
}

export function CheckInput({
  label,
  checked,
  onChange,
  readOnly,
}: Omit<Base, 'invalid'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={checked} disabled={readOnly} onCheckedChange={(c) => onChange(c === true)} />
        {label}
      </Flex>
    </Text>
  );
}
