import { Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { formatNumber } from '../../i18n/format';
import type { Language } from '../../api/contract/accounts.contract';
import { parseLitres } from './fuel-estimate';

export interface LitreFieldProps {
  readonly label: string;
  /** The unit shown after the field: l/km or l/h. */
  readonly unit: string;
  readonly value: number;
  readonly language: Language;
  readonly onChange: (value: number) => void;
  readonly disabled?: boolean;
}

/**
 * A litre figure typed by hand. Values below 0 (and anything that is not a number) are ignored: the
 * field keeps the last valid value (spec 000 §2 Datasheet). It may be empty while being retyped; on
 * leaving it shows the value in force again.
 */
export function LitreField({ label, unit, value, language, onChange, disabled }: LitreFieldProps) {
  const id = useId();
  const shown = formatNumber(value, language, 2);
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="litre-field">
      <Text as="label" size="2" htmlFor={id}>
        {label}
      </Text>
      <TextField.Root
        id={id}
        size="2"
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? shown}
        disabled={disabled}
        onChange={(e) => {
          const text = e.target.value;
          if (text.trim() === '') return setDraft('');
          const parsed = parseLitres(text);
          if (parsed === null) return;
          setDraft(text);
          onChange(parsed);
        }}
        onBlur={() => setDraft(null)}
      >
        <TextField.Slot side="right">
          <Text size="1" color="gray">
            {unit}
          </Text>
        </TextField.Slot>
      </TextField.Root>
    </div>
  );
}
