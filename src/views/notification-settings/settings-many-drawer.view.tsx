import { Box, Button, Checkbox, Dialog, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemporaryPeriod } from '../../api/contract';
import type { ManyChoice } from '../../machines/notifications/settings-form.types';
import type { IsoDay } from '../../machines/period/period.rules';
import { CrossIcon } from '../shared/icons';
import '../shared/side-drawer.css';
import { TemporaryPeriodPicker } from './temporary-period-picker.view';
import './notification-settings.css';

export interface SettingsManyDrawerViewProps {
  readonly open: boolean;
  /** The vehicles the filter shows (cranes are never offered). */
  readonly vehicles: readonly ManyChoice[];
  /** All vehicles offered (for the "n of m selected" line). */
  readonly offeredCount: number;
  readonly selected: ReadonlySet<number>;
  readonly selectAll: boolean | 'indeterminate';
  readonly filter: string;
  readonly canSave: boolean;
  readonly saving: boolean;
  /** The failure of the save, shown in the drawer (it covers the page). */
  readonly failure?: ReactNode;
  readonly onToggle: (vehicleId: number) => void;
  readonly onSelectAll: (selected: boolean) => void;
  readonly onFilter: (text: string) => void;
  readonly onSave: () => void;
  readonly onClose: () => void;
  /** The optional date range (null: the save replaces the stored settings). */
  readonly period: TemporaryPeriod | null;
  readonly today: IsoDay;
  readonly onPeriod: (period: TemporaryPeriod | null) => void;
  /** A date range is set but no rule of the form was changed: nothing to save for those days. */
  readonly nothingChanged: boolean;
}

/**
 * Apply-to-many (spec 001 §2): the organisation's vehicles (no cranes) with a filter, select all and
 * an optional date range; Save stores the form for every selected vehicle in one request. With a date
 * range the form holds on those days only (a temporary setting over the stored one). Pure props.
 */
export function SettingsManyDrawerView(props: SettingsManyDrawerViewProps) {
  const { t } = useTranslation('notificationSettings');
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content className="side-drawer" data-testid="settings-many-drawer">
        <Flex className="settings-drawer-head" align="center" justify="between" gap="3">
          <Dialog.Title mb="0" size="5">
            {t('many.title')}
          </Dialog.Title>
          <IconButton
            type="button"
            variant="ghost"
            color="gray"
            aria-label={t('many.close')}
            onClick={props.onClose}
          >
            <CrossIcon size={18} />
          </IconButton>
        </Flex>
        <Box className="settings-drawer-body">
          <Flex direction="column" gap="4">
            <Dialog.Description size="2" color="gray">
              {t('many.hint')}
            </Dialog.Description>
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
            <Flex gap="4" align="end" wrap="wrap">
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox
                    checked={props.selectAll}
                    disabled={props.vehicles.length === 0}
                    onCheckedChange={(checked) => props.onSelectAll(checked === true)}
                    data-testid="settings-many-select-all"
                  />
                  {t('many.selectAll')}
                </Flex>
              </Text>
              <Box flexGrow="1" maxWidth="320px">
                <TextField.Root
                  aria-label={t('many.filter')}
                  placeholder={t('many.filterPlaceholder')}
                  value={props.filter}
                  onChange={(event) => props.onFilter(event.target.value)}
                />
              </Box>
            </Flex>
            <Text size="2" color="gray">
              {t('many.selected', { selected: props.selected.size, total: props.offeredCount })}
            </Text>
            {props.vehicles.length === 0 ? (
              <Text size="2">{t('many.noVehicles')}</Text>
            ) : (
              <div className="settings-many-grid" role="group" aria-label={t('many.vehicles')}>
                {props.vehicles.map((vehicle) => (
                  <Text as="label" size="2" key={vehicle.vehicleId} className="settings-many-vehicle">
                    <Flex gap="2" align="center">
                      <Checkbox
                        checked={props.selected.has(vehicle.vehicleId)}
                        onCheckedChange={() => props.onToggle(vehicle.vehicleId)}
                      />
                      {vehicle.name}
                    </Flex>
                  </Text>
                ))}
              </div>
            )}
            {props.failure}
          </Flex>
        </Box>
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
      </Dialog.Content>
    </Dialog.Root>
  );
}
