import { IconButton, Text, TextField } from '@radix-ui/themes';
import { useState, type ChangeEvent } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordFieldProps {
  readonly id: string;
  /** The visible label (already translated). */
  readonly label: string;
  readonly showLabel: string;
  readonly hideLabel: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly autoFocus?: boolean;
}

/** A labelled password input with a show/hide toggle (an icon button with an accessible name). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    // The label names only the input: wrapping the toggle too would add its name to the input's.
    <div className="form-field">
      <Text as="label" size="2" weight="medium" htmlFor={props.id}>
        {props.label}
      </Text>
      <TextField.Root
        id={props.id}
        size="3"
        type={visible ? 'text' : 'password'}
        value={props.value}
        autoComplete={props.autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        autoFocus={props.autoFocus ?? false}
        aria-invalid={props.invalid ?? false}
        {...(props.describedBy ? { 'aria-describedby': props.describedBy } : {})}
        onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
      >
        <TextField.Slot side="right">
          <IconButton
            type="button"
            size="2"
            variant="ghost"
            color="gray"
            aria-label={visible ? props.hideLabel : props.showLabel}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
    </div>
  );
}
