import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds, formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import type { TrackPoint } from './track-data';

/**
 * Time (DD.MM.YYYY HH:mm:ss, the organisation's zone like every time the portal shows) and speed (km/h)
 * of a recorded track position, as label/value rows; a position that arrived late says so.
 */
export function TrackPointFacts({ point }: { readonly point: TrackPoint }) {
  const { t, i18n } = useTranslation('map');
  const language = currentLanguage(i18n);
  return (
    <dl className="fleet-map-facts">
      <dt>{t('track.time')}</dt>
      <dd>{formatDateTimeSeconds(point.time * 1000)}</dd>
      <dt>{t('fields.speed')}</dt>
      <dd>{t('speedValue', { speed: formatNumber(point.speed, language, 1) })}</dd>
      {point.late && (
        <>
          <dt>{t('track.arrival')}</dt>
          <dd className="fleet-map-late">{t('track.arrivedLate')}</dd>
        </>
      )}
    </dl>
  );
}
