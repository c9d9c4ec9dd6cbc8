import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RowActionButton } from './row-action-button.view';
import type { Alarm } from '../../../api/contract/alarms.contract';
import { defectAllowed } from '../../../machines/alarms/alarm-defect.rules';
import type { AlarmDefectMode } from '../../../machines/alarms/alarm-defect.types';

/** Where the logbook opens one entry (the list's `entry` parameter opens its drawer). */
export const logbookEntryHref = (entryId: string): string =>
  `/logbook-all-entries?entry=${encodeURIComponent(entryId)}`;

export interface AlarmDefectCellProps {
  readonly alarm: Alarm;
  /** The user may write the logbook (not the demo user). */
  readonly canDefect: boolean;
  /** An action or a defect form of this alarm is open. */
  readonly busy: boolean;
  readonly onDefect: (alarm: Alarm, mode: AlarmDefectMode) => void;
}

/**
 * An alarm's logbook defect (issue 30 §1): the linked entry as a link into the logbook with its state,
 * or, for a user who may write the logbook, "Create defect" and "Link to defect" while it is open.
 */
export function AlarmDefectCell({ alarm, canDefect, busy, onDefect }: AlarmDefectCellProps) {
  const { t } = useTranslation('notifications');
  if (alarm.defect) {
    const state = t(`alarms.defect.states.${alarm.defect.state ?? 'none'}`);
    return (
      <Link href={logbookEntryHref(alarm.defect.entryId)} data-testid="alarm-defect-link">
        {t('alarms.defect.open', { description: alarm.defect.description, state })}
      </Link>
    );
  }
  if (!canDefect || !defectAllowed(alarm)) return null;
  return (
    <Flex gap="2" wrap="wrap">
      <RowActionButton disabled={busy} onClick={() => onDefect(alarm, 'create')} testId="alarm-defect-create">
        {t('alarms.createDefect')}
      </RowActionButton>
      <RowActionButton
        secondary
        disabled={busy}
        onClick={() => onDefect(alarm, 'link')}
        testId="alarm-defect-link-start"
      >
        {t('alarms.linkDefect')}
      </RowActionButton>
    </Flex>
  );
}
