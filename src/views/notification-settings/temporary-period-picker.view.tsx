import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemporaryPeriod } from '../../api/contract';
import { aheadRules } from '../../machines/notifications/settings-form.rules';
import type { IsoDay } from '../../machines/period/period.rules';
import { DateRangePickerView } from '../shared/date-range/date-range-picker.view';

export interface TemporaryPeriodPickerProps {
  /** The chosen days; null: none (the save replaces the stored settings). */
  readonly period: TemporaryPeriod | null;
  /** Today in the portal's zone: the first day that may be picked. */
  readonly today: IsoDay;
  readonly disabled: boolean;
  readonly onChange: (period: TemporaryPeriod | null) => void;
}

/**
 * Apply-to-many's optional date range: the shared date-range picker on days from today up to a year
 * ahead, and a button that removes the range. The calendar's open state and its first click are the
 * widget's own (as a text field's caret); the machine gets the range once both days are picked.
 */
export function TemporaryPeriodPicker(props: TemporaryPeriodPickerProps) {
  const { t } = useTranslation('notificationSettings');
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<IsoDay | null>(null);
  const toggle = (next: boolean) => {
    setOpen(next);
    setFrom(null);
  };
  return (
    <Flex direction="column" gap="1" data-testid="settings-many-period">
      <Flex align="center" gap="3" wrap="wrap">
        <DateRangePickerView
          period={props.period && { startDate: props.period.from, endDate: props.period.to }}
          pending={{ from, to: null }}
          open={open}
          disabled={props.disabled}
          rules={aheadRules(props.today)}
          label={t('many.period.label')}
          emptyText={t('many.period.none')}
          onOpenChange={toggle}
          onSelect={(selection) => {
            if (selection.to === null) return setFrom(selection.from);
            toggle(false);
            if (selection.from !== null) props.onChange({ from: selection.from, to: selection.to });
          }}
        />
        {props.period && (
          <Button
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            className="rt-high-contrast"
            disabled={props.disabled}
            onClick={() => props.onChange(null)}
            data-testid="settings-many-period-clear"
          >
            {t('many.period.clear')}
          </Button>
        )}
      </Flex>
      <Text size="1" color="gray">
        {t('many.period.hint')}
      </Text>
    </Flex>
  );
}
