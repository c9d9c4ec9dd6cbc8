import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from './row-action-button.view';
import type { Alarm } from '../../../api/contract/alarms.contract';
import { actionAllowed } from '../../../machines/alarms/alarm-action.rules';
import type { AlarmActionKind } from '../../../machines/alarms/alarm-action.types';

export interface AlarmHandlingProps {
  readonly alarm: Alarm;
  /** An instant as the list shows it (the organisation's zone). */
  readonly date: (iso: string) => string;
}

/**
 * How the alarm was handled (issue 30 §1): who acknowledged it and when, with the remark, and how it
 * was cleared (by itself, by hand, by resolving its defect), when, with the clearing remark. Empty
 * remarks are left out.
 */
export function AlarmHandling({ alarm, date }: AlarmHandlingProps) {
  const { t } = useTranslation('notifications');
  const { acknowledged, cleared } = alarm;
  const clearedText =
    cleared &&
    (cleared.by
      ? t(cleared.cause === 'defect' ? 'alarms.clearedByDefect' : 'alarms.clearedBy', {
          name: cleared.by.name,
        })
      : t('alarms.clearedByCondition'));
  return (
    <>
      {acknowledged && (
        <div data-testid="alarm-acknowledged">
          <Text as="div" size="1">
            {t('alarms.handledAt', { what: acknowledged.by.name, time: date(acknowledged.at) })}
          </Text>
          {acknowledged.remark.trim() !== '' && (
            <Text as="div" size="1" color="gray" className="alarm-remark" data-testid="alarm-ack-remark">
              {t('alarms.ackRemark', { remark: acknowledged.remark })}
            </Text>
          )}
        </div>
      )}
      {cleared && clearedText && (
        <div data-testid="alarm-cleared">
          <Text as="div" size="1">
            {t('alarms.handledAt', { what: clearedText, time: date(cleared.at) })}
          </Text>
          {cleared.remark !== null && cleared.remark.trim() !== '' && (
            <Text as="div" size="1" color="gray" className="alarm-remark" data-testid="alarm-clear-remark">
              {t('alarms.clearRemark', { remark: cleared.remark })}
            </Text>
          )}
        </div>
      )}
    </>
  );
}

export interface AlarmActionsProps {
  readonly alarm: Alarm;
  /** This alarm's action or defect form is open. */
  readonly busy: boolean;
  readonly onAction: (alarm: Alarm, kind: AlarmActionKind) => void;
}

/** Acknowledge and Clear, as the alarm's state allows them. */
export function AlarmActions({ alarm, busy, onAction }: AlarmActionsProps) {
  const { t } = useTranslation('notifications');
  return (
    <Flex gap="2" wrap="wrap">
      {actionAllowed(alarm, 'acknowledge') && (
        <RowActionButton
          disabled={busy}
          onClick={() => onAction(alarm, 'acknowledge')}
          testId="alarm-acknowledge"
        >
          {t('alarms.acknowledge')}
        </RowActionButton>
      )}
      {actionAllowed(alarm, 'clear') && (
        <RowActionButton
          secondary
          disabled={busy}
          onClick={() => onAction(alarm, 'clear')}
          testId="alarm-clear"
        >
          {t('alarms.clear')}
        </RowActionButton>
      )}
    </Flex>
  );
}
