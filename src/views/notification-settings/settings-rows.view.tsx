import { Switch, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MAX_WITHOUT_UNIT,
  notificationLowerBounds,
  type NotificationLabel,
} from '../../api/contract';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import type { RowIssues } from '../../machines/notifications/settings-form.rules';
import type { SettingsRow } from '../../machines/notifications/settings-form.types';
import { LimitField } from './limit-field.view';

export interface SettingsRowsViewProps {
  readonly rows: readonly SettingsRow[];
  readonly issues: RowIssues;
  /** Loading, saving or no settings: nothing can be changed. */
  readonly disabled: boolean;
  readonly onToggle: (label: NotificationLabel, status: boolean) => void;
  readonly onLimit: (label: NotificationLabel, field: 'min' | 'max', value: number | null) => void;
}

/**
 * One row per alert label (spec 001 §2, §4, §5): its name, the switch, and the min and max fields with
 * the unit, enabled only while the switch is on. Detections without a measured limit (crash,
 * derailment, …) have the switch only; the defined area and delay breaks a max (radius, minutes).
 * Where the form is narrow (a phone, the drawer) each row is stacked: name and switch on one line,
 * the fields below with their column's name (notification-settings.css). Pure props.
 */
export function SettingsRowsView(props: SettingsRowsViewProps) {
  const { t, i18n } = useTranslation('notificationSettings');
  const { t: tLabels } = useTranslation('notificationLabels');
  const language = currentLanguage(i18n);
  const message = (code: string | undefined, lowest: number): string | null => {
    if (code === undefined) return null;
    const bound = code === 'maximum-exceeded' ? NOTIFICATION_LIMITS.maxValue : lowest;
    return t(`validation.${code}` as 'validation.min-above-max', { bound: formatNumber(bound, language) });
  };
  return (
    <Table.Root size="1" variant="ghost" className="settings-rows">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('column.alert')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('column.active')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('column.min')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('column.max')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.rows.map((row) => {
          const name = tLabels(`label.${row.label}`);
          const lowest = notificationLowerBounds(row.label);
          const issues = props.issues[row.label] ?? {};
          const field = (which: 'min' | 'max', unit: string) => (
            <Table.Cell className="settings-field">
              {/* The column's name beside the field where the rows are stacked (the header is hidden). */}
              <Text size="2" color="gray" className="settings-field-label" aria-hidden>
                {t(`column.${which}`)}
              </Text>
              <LimitField
                label={t(which === 'min' ? 'minLabel' : 'maxLabel', { label: name })}
                unit={unit}
                value={row[which]}
                lowest={lowest[which]}
                highest={NOTIFICATION_LIMITS.maxValue}
                disabled={props.disabled || !row.status}
                error={message(issues[which], lowest[which])}
                onChange={(value) => props.onLimit(row.label, which, value)}
                testId={`settings-${which}-${row.label}`}
              />
            </Table.Cell>
          );
          return (
            <Table.Row key={row.label} align="center" data-testid={`settings-row-${row.label}`}>
              <Table.RowHeaderCell>
                <Text size="2" weight="medium">
                  {name}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell className="settings-switch">
                <Switch
                  checked={row.status}
                  disabled={props.disabled}
                  aria-label={t('switchLabel', { label: name })}
                  onCheckedChange={(status) => props.onToggle(row.label, status)}
                  data-testid={`settings-switch-${row.label}`}
                />
              </Table.Cell>
              {row.unit === null && NOTIFICATION_MAX_WITHOUT_UNIT[row.label] !== undefined ? (
                <>
                  <Table.Cell className="settings-no-min" />
                  {field('max', tLabels(`limitUnit.${NOTIFICATION_MAX_WITHOUT_UNIT[row.label]!}`))}
                </>
              ) : row.unit === null ? (
                <Table.Cell colSpan={2} className="settings-detection">
                  <Text size="2" color="gray">
                    {t('detection')}
                  </Text>
                </Table.Cell>
              ) : (
                <>
                  {field('min', tLabels(`unit.${row.unit}`))}
                  {field('max', tLabels(`unit.${row.unit}`))}
                </>
              )}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
