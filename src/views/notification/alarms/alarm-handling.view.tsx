import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Alarm } from '../../../api/contract/alarms.contract';
import { AlarmDefectLink } from './alarm-defect-link.view';

export interface AlarmHandlingProps {
  readonly alarm: Alarm;
  /** An instant as the list shows it (the organisation's zone). */
  readonly date: (iso: string) => string;
  /** A day as the list shows it (the defect's). */
  readonly day: (iso: string) => string;
}

/**
 * How the alarm was handled (issue 30 §1): who acknowledged it and when, with the remark, how it was
 * cleared (by itself, by hand, by resolving its defect), when, with the clearing remark, and its
 * logbook defect as a link. Empty remarks are left out.
 */
export function AlarmHandling({ alarm, date, day }: AlarmHandlingProps) {
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
      {alarm.defect && (
        <Text as="div" size="1">
          <AlarmDefectLink defect={alarm.defect} day={day} />
        </Text>
      )}
    </>
  );
}
