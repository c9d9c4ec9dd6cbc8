import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';
import type { VehicleRestrictionSummary } from '../../machines/restrictions/fleet-restrictions.types';
import { useLateArrivalHint } from '../shared/fleet/late-arrival.view';
import type { MapVehicle } from './map-vehicle';
import { STATUS_COLORS } from './marker-icons';

export interface VehicleFactsProps {
  readonly vehicle: MapVehicle;
  /** The info window adds the time of the last position; the tooltip stays short. */
  readonly withLastPosition: boolean;
  /** The vehicle's active restriction notices (issue 30 §2): named with their speed limits. */
  readonly restrictions?: VehicleRestrictionSummary | undefined;
}

/** Status, speed (and last position time) of a vehicle, and its restrictions, as label/value rows. */
export function VehicleFacts({ vehicle, withLastPosition, restrictions }: VehicleFactsProps) {
  const { t, i18n } = useTranslation('map');
  const language = currentLanguage(i18n);
  const na = t('notAvailable');
  const timestamp = vehicle.timestampPosition ? Date.parse(vehicle.timestampPosition) : Number.NaN;
  const lateHint = useLateArrivalHint();
  const late = vehicle.arrivedLateByMs;
  return (
    <dl className="fleet-map-facts">
      <dt>{t('fields.status')}</dt>
      <dd>
        <span className="fleet-map-status-dot" style={{ background: STATUS_COLORS[vehicle.status] }} />
        {t(`status.${vehicle.status}`)}
      </dd>
      <dt>{t('fields.speed')}</dt>
      <dd>
        {vehicle.speed === null ? na : t('speedValue', { speed: formatNumber(vehicle.speed, language, 0) })}
      </dd>
      {withLastPosition && (
        <>
          <dt>{t('fields.lastPosition')}</dt>
          <dd>{Number.isNaN(timestamp) ? na : formatDateTime(timestamp)}</dd>
          {late !== undefined && (
            <>
              <dt>{t('track.arrival')}</dt>
              <dd className="fleet-map-late" data-testid="map-late-arrival">
                {lateHint(late)}
              </dd>
            </>
          )}
        </>
      )}
      {restrictions && (
        <>
          <dt>{t('fields.restrictions')}</dt>
          <dd className="fleet-map-restrictions" data-testid="map-restrictions">
            {restrictions.items.map((r) => (
              <span key={r.id}>
                {r.speedLimitKmh === null
                  ? r.text
                  : `${r.text} (${t('restrictions.speedLimit', { ns: 'fleet', kmh: r.speedLimitKmh })})`}
              </span>
            ))}
          </dd>
        </>
      )}
    </dl>
  );
}
