import { Button } from '@radix-ui/themes';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLAY_LIMITS } from '../../../api/contract';
import { formatDateTimeSeconds } from '../../../i18n/format';
import type { ReplayPosition } from '../../../machines/replay/replay-interpolate';
import { useTooltipPlace } from '../tooltip-place';
import { replayStatusOf, type ReplayStatus } from './replay-layer-data';
import './replay-legend.css';

const STATUSES: readonly ReplayStatus[] = ['driving', 'idle', 'standby', 'off'];
const STALE_MINUTES = REPLAY_LIMITS.staleAfterMs / 60_000;
const TRAIL_HOURS = REPLAY_LIMITS.maxWindowMs / 3_600_000;

/**
 * What the replay's dots mean (issue 30 §3 review): a vehicle's status colour, faded when its last
 * position is more than 10 minutes old, an orange ring when that position arrived late; the trail behind
 * it, blue where its positions came on time and orange where they came late. Colours by
 * class (replay-legend.css), the same as the layer's (`headFill`, `headLine`). On a phone the list
 * covered about 40 % of the small map: there it starts folded behind a "Legend" button that opens and
 * closes it (the button and the fold apply on maps under 640 px wide only, CSS); wider maps show the list.
 */
export const ReplayLegend = memo(function ReplayLegend({
  defaultOpen = false,
}: {
  /** Narrow screens: the list unfolded at first (stories); folded behind its button by default. */
  readonly defaultOpen?: boolean;
}) {
  const { t } = useTranslation('map');
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <section
      className={open ? 'replay-legend replay-legend-open' : 'replay-legend'}
      aria-label={t('replay.legend.title')}
      data-testid="replay-legend"
    >
      <strong className="replay-legend-title">{t('replay.legend.title')}</strong>
      <Button
        type="button"
        size="1"
        variant="surface"
        color="gray"
        className="replay-legend-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        data-testid="replay-legend-toggle"
      >
        {t('replay.legend.toggle')}
      </Button>
      <ul id={listId}>
        {[
          ...STATUSES.map((status) => ['dot', status, t(`status.${status}`)] as const),
          ['dot', 'stale', t('replay.legend.stale', { minutes: STALE_MINUTES })] as const,
          ['dot', 'late', t('replay.legend.late')] as const,
          ['line', 'trail', t('replay.legend.trail', { hours: TRAIL_HOURS })] as const,
          ['line', 'late', t('replay.legend.lateTrail')] as const,
        ].map(([mark, kind, text]) => (
          <li key={`${mark}-${kind}`}>
            <span className={`replay-legend-${mark} replay-legend-${mark}-${kind}`} aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
});

export interface ReplayTooltipProps {
  /** The replayed vehicle under the pointer, at the cursor. */
  readonly head: ReplayPosition;
  readonly name: string;
  /** Container pixels of the pointer. */
  readonly x: number;
  readonly y: number;
}

/** The hovered replay vehicle: its name, status and the time of the position shown (with stale/late). */
export function ReplayTooltip({ head, name, x, y }: ReplayTooltipProps) {
  const { t } = useTranslation('map');
  const { ref, style } = useTooltipPlace(x, y);
  return (
    <div ref={ref} className="fleet-map-tooltip" role="tooltip" style={style}>
      <strong className="fleet-map-name">{name}</strong>
      <span className="fleet-map-kind">{t(`status.${replayStatusOf(head.statusCode)}`)}</span>
      <div>{t('replay.tooltip.at', { time: formatDateTimeSeconds(head.time) })}</div>
      {head.stale && <div>{t('replay.legend.stale', { minutes: STALE_MINUTES })}</div>}
      {head.late && <div className="fleet-map-late">{t('replay.legend.late')}</div>}
    </div>
  );
}
