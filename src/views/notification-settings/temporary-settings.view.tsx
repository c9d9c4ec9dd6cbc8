import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_MAX_WITHOUT_UNIT,
  type NotificationSetting,
  type TemporaryNotificationSetting,
} from '../../api/contract';
import { formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { temporaryPeriodText } from './temporary-period';

export interface TemporarySettingsViewProps {
  /** The shown vehicle's temporary settings that end today or later. */
  readonly items: readonly TemporaryNotificationSetting[];
  /** Ending one works (not for demo users, not while loading or saving). */
  readonly canRemove: boolean;
  /** The one being ended. */
  readonly removingId: number | null;
  readonly onRemove: (id: number) => void;
}

/**
 * The shown vehicle's temporary settings (saved with apply-to-many's date range): on their days they
 * hold instead of the rows above. Each can be ended at once. Nothing is shown without any. Pure props.
 */
export function TemporarySettingsView(props: TemporarySettingsViewProps) {
  const { t } = useTranslation('notificationSettings');
  const { t: tLabels } = useTranslation('notificationLabels');
  if (props.items.length === 0) return null;
  return (
    <Flex direction="column" gap="2" data-testid="settings-temporary">
      <Heading as="h2" size="3">
        {t('temporary.title')}
      </Heading>
      <Text size="2" color="gray">
        {t('temporary.hint')}
      </Text>
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('temporary.period')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('temporary.alert')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('temporary.setting')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('temporary.savedBy')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.items.map((item) => {
            const label = tLabels(`label.${item.setting.label}`);
            const period = temporaryPeriodText(item.period);
            return (
              <Table.Row key={item.id} align="center" data-testid={`settings-temporary-${item.id}`}>
                <Table.Cell>{period}</Table.Cell>
                <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
                <Table.Cell>
                  <SettingText setting={item.setting} />
                </Table.Cell>
                <Table.Cell>{item.savedBy ?? t('temporary.unknownUser')}</Table.Cell>
                <Table.Cell justify="end">
                  <Button
                    type="button"
                    size="1"
                    variant="soft"
                    color="red"
                    disabled={!props.canRemove}
                    loading={props.removingId === item.id}
                    aria-label={t('temporary.removeLabel', { label, period })}
                    onClick={() => props.onRemove(item.id)}
                  >
                    {t('temporary.remove')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

/** "Off", "On", or the limits with their unit, e.g. "max 50 km/h". */
function SettingText({ setting }: { readonly setting: NotificationSetting }) {
  const { t, i18n } = useTranslation('notificationSettings');
  const { t: tLabels } = useTranslation('notificationLabels');
  const language = currentLanguage(i18n);
  if (!setting.status) return <>{t('temporary.off')}</>;
  const withoutUnit = NOTIFICATION_MAX_WITHOUT_UNIT[setting.label];
  const unit =
    setting.unit !== null
      ? tLabels(`unit.${setting.unit}`)
      : withoutUnit !== undefined
        ? tLabels(`limitUnit.${withoutUnit}`)
        : null;
  if (unit === null) return <>{t('temporary.on')}</>;
  const parts = (['min', 'max'] as const).flatMap((which) => {
    const value = setting[which].value;
    return value === null
      ? []
      : [t(`temporary.${which}`, { value: `${formatNumber(value, language)} ${unit}` })];
  });
  return <>{parts.length > 0 ? parts.join(' · ') : t('temporary.on')}</>;
}
