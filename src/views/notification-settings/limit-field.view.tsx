import { Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';

export interface LimitFieldProps {
  /** The accessible name (the alert and which limit). */
  readonly label: string;
  /** The unit text after the field, e.g. km/h. */
  readonly unit: string;
  /** Null: empty. */
  readonly value: number | null;
  /** The lowest value the field accepts (spec 001 §5); the highest is 10000. */
  readonly lowest: number;
  readonly highest: number;
  readonly disabled: boolean;
  /** The problem's text, when the value breaks a rule. */
  readonly error: string | null;
  readonly onChange: (value: number | null) => void;
  readonly testId?: string;
}

/**
 * A min or max limit: a number field with its unit and bounds. A half-typed number ("-") stays in the
 * field until it is one; leaving the field shows the value in force.
 */
export function LimitField(props: LimitFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const errorId = props.testId ? `${props.testId}-error` : undefined;
  return (
    <div className="settings-limit">
      <TextField.Root
        type="number"
        size="2"
        step="any"
        min={props.lowest}
        max={props.highest}
        aria-label={props.label}
        aria-invalid={props.error !== null}
        aria-describedby={props.error !== null ? errorId : undefined}
        color={props.error !== null ? 'red' : undefined}
        variant={props.error !== null ? 'soft' : 'surface'}
        value={draft ?? (props.value === null ? '' : String(props.value))}
        disabled={props.disabled}
        data-testid={props.testId}
        onChange={(event) => {
          const text = event.target.value.trim();
          setDraft(event.target.value);
          if (text === '') props.onChange(null);
          else if (Number.isFinite(Number(text))) props.onChange(Number(text));
        }}
        onBlur={() => setDraft(null)}
      >
        <TextField.Slot side="right">
          <Text size="1" color="gray">
            {props.unit}
          </Text>
        </TextField.Slot>
      </TextField.Root>
      {props.error !== null && (
        <Text as="p" size="1" color="red" id={errorId} className="settings-limit-error">
          {props.error}
        </Text>
      )}
    </div>
  );
}
