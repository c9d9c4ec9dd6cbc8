import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EntryAlarm } from '../../../api/contract/logbook-entry.contract';
import { useNotificationLabel } from '../../shared/use-notification-label';

/** Where the alarms are handled (the notifications page). */
const ALARMS_HREF = '/notification';

/**
 * The alarms linked to the entry's defect (issue 30 §1), each with its type and state; resolving the
 * defect clears the open ones. Nothing when there are none.
 */
export function EntryAlarms({ alarms }: { readonly alarms: readonly EntryAlarm[] }) {
  const { t } = useTranslation('logbookEntry');
  const label = useNotificationLabel();
  if (alarms.length === 0) return null;
  return (
    <Flex direction="column" gap="1" mt="3" data-testid="entry-alarms">
      <Text as="div" size="2" weight="medium">
        {t('alarms.title')}
      </Text>
      <ul className="entry-alarms">
        {alarms.map((alarm) => (
          <li key={alarm.id} data-testid="entry-alarm" data-state={alarm.state}>
            <Text size="2">
              {t('alarms.item', { type: label(alarm.type), state: t(`alarms.states.${alarm.state}`) })}
            </Text>
          </li>
        ))}
      </ul>
      <Text size="1">
        <Link href={ALARMS_HREF}>{t('alarms.show')}</Link>
      </Text>
    </Flex>
  );
}
