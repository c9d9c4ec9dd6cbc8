import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Alarm } from '../../../api/contract/alarms.contract';
import { actionAllowed } from '../../../machines/alarms/alarm-action.rules';
import { defectAllowed } from '../../../machines/alarms/alarm-defect.rules';
import type { AlarmDefectMode } from '../../../machines/alarms/alarm-defect.types';
import type { AlarmListViewProps } from './alarm-list.props';
import { RowActionButton } from './row-action-button.view';

/** What the user may do with the alarm now: acknowledge, clear, make or link a defect. */
export const alarmActionsOf = (alarm: Alarm, canAct: boolean, canDefect: boolean) => ({
  acknowledge: canAct && actionAllowed(alarm, 'acknowledge'),
  clear: canAct && actionAllowed(alarm, 'clear'),
  defect: canDefect && defectAllowed(alarm),
});

/** Whether the alarm offers the user any action (a page of cleared alarms has no actions column). */
export const alarmHasActions = (alarm: Alarm, canAct: boolean, canDefect: boolean): boolean =>
  Object.values(alarmActionsOf(alarm, canAct, canDefect)).some(Boolean);

export interface AlarmActionsProps {
  readonly alarm: Alarm;
  /** This alarm's action or defect form is open. */
  readonly busy: boolean;
  /** The list's rights and handlers, as the table and the cards get them. */
  readonly list: Pick<AlarmListViewProps, 'canAct' | 'canDefect' | 'onAction' | 'onDefect'>;
}

/**
 * Everything a user may do with one alarm, in one place (issue 30 §1): Acknowledge and Clear as its
 * state allows, then "Create defect" and "Link to defect" while it has no defect. Each pair wraps
 * as a unit, so a narrow cell stacks them and no button runs into the next cell.
 */
export function AlarmActions({ alarm, busy, list }: AlarmActionsProps) {
  const { t } = useTranslation('notifications');
  const { canAct, onAction } = list;
  const { acknowledge, clear, defect } = alarmActionsOf(alarm, canAct, list.canDefect ?? false);
  const onDefect = (mode: AlarmDefectMode) => list.onDefect?.(alarm, mode);
  if (!acknowledge && !clear && !defect) return null;
  return (
    <Flex direction="column" gap="2" align="start" className="alarm-actions">
      {(acknowledge || clear) && (
        <Flex gap="2" wrap="wrap">
          {acknowledge && (
            <RowActionButton
              disabled={busy}
              onClick={() => onAction(alarm, 'acknowledge')}
              testId="alarm-acknowledge"
            >
              {t('alarms.acknowledge')}
            </RowActionButton>
          )}
          {clear && (
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
      )}
      {defect && (
        <Flex gap="2" wrap="wrap">
          <RowActionButton disabled={busy} onClick={() => onDefect('create')} testId="alarm-defect-create">
            {t('alarms.createDefect')}
          </RowActionButton>
          <RowActionButton
            secondary
            disabled={busy}
            onClick={() => onDefect('link')}
            testId="alarm-defect-link-start"
          >
            {t('alarms.linkDefect')}
          </RowActionButton>
        </Flex>
      )}
    </Flex>
  );
}
