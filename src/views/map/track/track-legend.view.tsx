import { useTranslation } from 'react-i18next';
import { REPLAY_LIMITS } from '../../../api/contract';
import { LATE_COLOUR } from '../replay/replay-layer-data';
import { cssColor, SPEED_STOPS, speedGradient } from './speed-scale';
import { TRACK_END_COLORS } from './track-layer-props';

/** The late stretch as the map draws it: orange edges around a white core (`trackLateProps`). */
const lateLine = `linear-gradient(${cssColor(LATE_COLOUR)} 2px, #fff 2px 5px, ${cssColor(LATE_COLOUR)} 5px)`;

/**
 * The track's legend: the speed colour scale in km/h, the start and end markers and, when some
 * positions of the track arrived late (`late`), what the late colour means.
 */
export function TrackLegend({ late = false }: { readonly late?: boolean }) {
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
        {late && (
          <li title={t('track.lateHint', { minutes: REPLAY_LIMITS.lateArrivalMs / 60_000 })}>
            <span
              className="fleet-map-legend-line fleet-map-legend-line-late"
              style={{ background: lateLine }}
            />
            {t('track.late')}
          </li>
        )}
      </ul>
    </figure>
  );
}
