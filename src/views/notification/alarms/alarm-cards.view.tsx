import { Badge, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Alarm } from '../../../api/contract/alarms.contract';
import { AlarmActions } from './alarm-actions.view';
import { AlarmHandling } from './alarm-handling.view';
import type { AlarmListViewProps } from './alarm-list.props';

export interface AlarmCardsProps extends AlarmListViewProps {
  readonly date: (iso: string) => string;
  readonly day: (iso: string) => string;
  readonly label: (type: Alarm['type']) => string;
}

/**
 * The alarms as cards (a phone, a narrow pane; issue 30 §1): one card per alarm with every fact of the
 * table's row — locomotive, state, alarm type, events, first and last event, how it was handled with
 * its remarks and its defect, and the actions — stacked, so nothing scrolls sideways. The open action's
 * form follows its card.
 */
export function AlarmCards(props: AlarmCardsProps) {
  const { t } = useTranslation('notifications');
  return (
    <ul className="alarm-cards" aria-label={t('alarms.caption')} data-testid="alarm-cards">
      {props.alarms.map((alarm) => {
        const open = props.openAlarmId === alarm.id;
        return (
          <li key={alarm.id} className="alarm-card" data-testid="alarm-row" data-state={alarm.state}>
            <Flex align="center" justify="between" gap="2" wrap="wrap">
              <Text as="div" size="3" weight="bold">
                <span className="visually-hidden">{t('alarms.columns.vehicle')}: </span>
                {props.names.get(alarm.vehicleId) ?? String(alarm.vehicleId)}
              </Text>
              <Badge color={alarm.state === 'active' ? 'red' : 'gray'} variant="soft">
                <span className="visually-hidden">{t('alarms.columns.state')}: </span>
                {t(`alarms.states.${alarm.state}`)}
              </Badge>
            </Flex>
            <Text as="div" size="2">
              <span className="visually-hidden">{t('alarms.columns.type')}: </span>
              {props.label(alarm.type)}
            </Text>
            <dl className="alarm-card-facts">
              <dt>{t('alarms.columns.events')}</dt>
              <dd>{alarm.count}</dd>
              <dt>{t('alarms.columns.first')}</dt>
              <dd>{props.date(alarm.firstTimestamp)}</dd>
              <dt>{t('alarms.columns.last')}</dt>
              <dd>{props.date(alarm.lastTimestamp)}</dd>
            </dl>
            <AlarmHandling alarm={alarm} date={props.date} day={props.day} />
            <AlarmActions alarm={alarm} busy={open} list={props} />
            {open && props.actionForm}
          </li>
        );
      })}
    </ul>
  );
}
