import { Button, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemporaryPeriod } from '../../api/contract';
import type { ManyChoice } from '../../machines/notifications/settings-form.types';
import type { IsoDay } from '../../machines/period/period.rules';
import {
  VehicleGridDrawer,
  type VehicleGridSelectionProps,
} from '../shared/vehicle-grid-drawer/vehicle-grid-drawer.view';
import { TemporaryPeriodPicker } from './temporary-period-picker.view';
import './notification-settings.css';

export interface SettingsManyDrawerViewProps extends VehicleGridSelectionProps<ManyChoice> {
  readonly canSave: boolean;
  readonly saving: boolean;
  /** The failure of the save, shown in the drawer (it covers the page). */
  readonly failure?: ReactNode;
  readonly onSave: () => void;
  /** The optional date range (null: the save replaces the stored settings). */
  readonly period: TemporaryPeriod | null;
  readonly today: IsoDay;
  readonly onPeriod: (period: TemporaryPeriod | null) => void;
  /** A date range is set but no rule of the form was changed: nothing to save for those days. */
  readonly nothingChanged: boolean;
}

const CLASS_NAMES = {
  head: 'settings-drawer-head',
  body: 'settings-drawer-body',
  grid: 'settings-many-grid',
  vehicle: 'settings-many-vehicle',
} as const;
const TEST_IDS = { drawer: 'settings-many-drawer', selectAll: 'settings-many-select-all' } as const;

/**
 * Apply-to-many (spec 001 §2): the organisation's vehicles (no cranes) with a filter, select all and
 * an optional date range; Save stores the form for every selected vehicle in one request. With a date
 * range the form holds on those days only (a temporary setting over the stored one). Pure props.
 */
export function SettingsManyDrawerView(props: SettingsManyDrawerViewProps) {
  const { t } = useTranslation('notificationSettings');
  return (
    <VehicleGridDrawer
      {...props}
      text={(key, counts) => t(`many.${key}`, counts)}
      testIds={TEST_IDS}
      classNames={CLASS_NAMES}
      description={t('many.hint')}
      periodSlot={
        <>
          <TemporaryPeriodPicker
            period={props.period}
            today={props.today}
            disabled={props.saving}
            onChange={props.onPeriod}
          />
          {props.nothingChanged && (
            <Text size="2" color="amber" data-testid="settings-many-nothing-changed">
              {t('many.period.nothingChanged')}
            </Text>
          )}
        </>
      }
      afterGrid={props.failure}
      foot={
        <Flex className="settings-drawer-foot" justify="end">
          <Button
            type="button"
            onClick={props.onSave}
            disabled={!props.canSave}
            loading={props.saving}
            data-testid="settings-many-save"
          >
            {t('many.save', { count: props.selected.size })}
          </Button>
        </Flex>
      }
    />
  );
}
