import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_TIME_ZONE } from '../../../api/contract/time-zone';

/**
 * The zone of a column's times, under its header: the organisation's, the zone of every time the portal
 * shows or exports, whatever the browser's. Its tooltip says it in full ("Times in Europe/Berlin, 24 h").
 */
export function TimeZoneNote({
  timeZone = ORGANISATION_TIME_ZONE,
}: {
  readonly timeZone?: string | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <Text
      as="div"
      size="1"
      color="gray"
      weight="regular"
      title={t('labels.timeZone', { zone: timeZone })}
      data-testid="time-zone-note"
    >
      {timeZone}
    </Text>
  );
}
