import { useTranslation } from 'react-i18next';
import { cssColor, SPEED_STOPS, speedGradient } from './speed-scale';
import { TRACK_END_COLORS } from './track-layer-props';

/** The track's legend: the speed colour scale in km/h, and the start and end markers. */
export function TrackLegend() {
  const { t } = useTranslation('map');
  const last = SPEED_STOPS[SPEED_STOPS.length - 1]!.kmh;
  return (
    <figure className="fleet-map-legend" aria-label={t('track.legend')}>
      <figcaption>{t('track.speedScale')}</figcaption>
      <div className="fleet-map-legend-scale" style={{ background: speedGradient() }} />
      <div className="fleet-map-legend-ticks" aria-hidden="true">
        {SPEED_STOPS.map((s) => (
          <span key={s.kmh} style={{ left: `${(s.kmh / last) * 100}%` }}>
            {s.kmh === last ? `≥ ${s.kmh}` : s.kmh}
          </span>
        ))}
      </div>
      <ul className="fleet-map-legend-ends">
        <li>
          <span className="fleet-map-legend-dot" style={{ background: cssColor(TRACK_END_COLORS.start) }} />
          {t('track.start')}
        </li>
        <li>
          <span className="fleet-map-legend-dot" style={{ background: cssColor(TRACK_END_COLORS.end) }} />
          {t('track.end')}
        </li>
      </ul>
    </figure>
  );
}
