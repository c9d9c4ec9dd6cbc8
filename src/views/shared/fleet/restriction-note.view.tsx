import { Badge, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { VehicleRestrictionSummary } from '../../../machines/restrictions/fleet-restrictions.types';
import { AlertIcon } from '../icons';
import { useFleetFormat } from './use-fleet-format';
import './restriction-note.css';

/** "Restricted: max 80 km/h" (the lowest limit), or "Restricted" when none sets a speed. */
export const useRestrictedLabel = () => {
  const { t } = useTranslation('fleet');
  return (summary: VehicleRestrictionSummary): string =>
    summary.lowestSpeedKmh === null
      ? t('restrictions.restricted')
      : t('restrictions.restrictedSpeed', { kmh: summary.lowestSpeedKmh });
};

/** That a vehicle is restricted: a warning icon and the text saying so (issue 30 §2). */
export function RestrictedNote({ summary }: { readonly summary: VehicleRestrictionSummary }) {
  const label = useRestrictedLabel();
  return (
    <Text as="span" size="1" weight="medium" className="restricted-note" data-testid="restricted-note">
      <AlertIcon size={14} />
      {label(summary)}
    </Text>
  );
}

export interface RestrictionItemsProps {
  readonly summary: VehicleRestrictionSummary;
  /** With each one's speed limit and end (live data); else the texts only (the panel's card). */
  readonly detailed?: boolean;
  readonly timeZone?: string;
}

/** A vehicle's active restrictions, newest first: text, and in detail its speed limit and end. */
export function RestrictionItems({ summary, detailed = false, timeZone }: RestrictionItemsProps) {
  const { t } = useTranslation('fleet');
  const f = useFleetFormat(timeZone);
  return (
    <ul className="restriction-items" data-testid="restriction-items">
      {summary.items.map((r) => (
        <li key={r.id} data-restriction-id={r.id}>
          <Text size={detailed ? '2' : '1'} weight={detailed ? 'bold' : 'regular'}>
            {r.text}
          </Text>
          {detailed && (
            <>
              {r.speedLimitKmh !== null && (
                <Badge color="red">{t('restrictions.speedLimit', { kmh: r.speedLimitKmh })}</Badge>
              )}
              <Text size="1" color="gray">
                {r.validUntil === null
                  ? t('restrictions.untilLifted')
                  : t('restrictions.validUntil', { at: f.dateTime(r.validUntil) })}
              </Text>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
