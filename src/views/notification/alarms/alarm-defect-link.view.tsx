import { Link } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link as RouteLink } from 'wouter';
import type { AlarmDefect } from '../../../api/contract/alarms.contract';

/** Where the logbook opens one entry (the list's `entry` parameter opens its drawer). */
export const logbookEntryHref = (entryId: string): string =>
  `/logbook-all-entries?entry=${encodeURIComponent(entryId)}`;

export interface AlarmDefectLinkProps {
  readonly defect: AlarmDefect;
  /** The entry's day as the list shows it (the organisation's zone). */
  readonly day: (iso: string) => string;
}

/**
 * An alarm's logbook defect (issue 30 §1) as a short link into the logbook: the entry's day and its
 * state ("Defect: 30.11.2026, open"), styled as the app's other links. The description, which the
 * user wrote and may be long, is left to the entry the link opens.
 */
export function AlarmDefectLink({ defect, day }: AlarmDefectLinkProps) {
  const { t } = useTranslation('notifications');
  return (
    <Link asChild>
      <RouteLink href={logbookEntryHref(defect.entryId)} data-testid="alarm-defect-link">
        {t('alarms.defect.link', {
          date: day(defect.referenceTimestamp),
          state: t(`alarms.defect.states.${defect.state ?? 'none'}`),
        })}
      </RouteLink>
    </Link>
  );
}
