import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds, formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';
import type { TrackPoint } from './track-data';

/** Track times are shown in the railway's time zone (spec 000 §9), whatever the browser's. */
export const TRACK_TIME_ZONE = 'Europe/Berlin';

/** Time (DD.MM.YYYY HH:mm:ss) and speed (km/h) of a recorded track position, as label/value rows. */
export function TrackPointFacts({ point }: { readonly point: TrackPoint }) {
  const { t, i18n } = useTranslation('map');
  const language = currentLanguage(i18n);
  return (
    <dl className="fleet-map-facts">
      <dt>{t('track.time')}</dt>
      <dd>{formatDateTimeSeconds(point.time * 1000, TRACK_TIME_ZONE)}</dd>
      <dt>{t('fields.speed')}</dt>
      <dd>{t('speedValue', { speed: formatNumber(point.speed, language, 1) })}</dd>
    </dl>
  );
}
