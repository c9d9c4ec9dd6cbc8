import { Badge, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { HIGH_CONTRAST } from '../high-contrast';

/** A delay in the unit a person reads it in: minutes up to 2 hours, hours up to 2 days, then days. */
export const lateDelay = (
  ms: number,
): { readonly unit: 'minutes' | 'hours' | 'days'; readonly count: number } => {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return { unit: 'minutes', count: minutes };
  const hours = Math.round(ms / 3_600_000);
  return hours < 48 ? { unit: 'hours', count: hours } : { unit: 'days', count: Math.round(ms / 86_400_000) };
};

/** What a late arrival means, with its delay: the badge's tooltip and the map's panel row. */
export const useLateArrivalHint = (): ((lateByMs: number) => string) => {
  const { t } = useTranslation('fleet');
  return (lateByMs) => {
    const { unit, count } = lateDelay(lateByMs);
    return t('lateArrival.hint', { delay: t(`lateArrival.delay.${unit}`, { count }) });
  };
};

/**
 * "Arrived late" (issue 30 §3): the vehicle's latest position reached the server well after its time
 * (a device unloading what it kept offline), so the live values are older than they look. The delay
 * is in the tooltip and in the note beside it (`LateArrivalNote`).
 */
export function LateArrivalBadge({ lateByMs }: { readonly lateByMs: number }) {
  const { t } = useTranslation('fleet');
  const hint = useLateArrivalHint()(lateByMs);
  return (
    // High contrast: the soft orange text on its tint is 3.98:1, below the 4.5:1 axe holds small text to.
    <Badge color="orange" variant="soft" className={HIGH_CONTRAST} title={hint} data-testid="late-arrival">
      {t('lateArrival.badge')}
    </Badge>
  );
}

/**
 * The badge's explanation as text on the page: by how much the latest position was late and why.
 * Only in the badge's tooltip it was out of reach on a touch screen and by keyboard, and a reader of
 * the live values did not learn that they were a day old.
 */
export function LateArrivalNote({ lateByMs }: { readonly lateByMs: number }) {
  const hint = useLateArrivalHint()(lateByMs);
  return (
    <Text as="p" size="2" color="orange" className={HIGH_CONTRAST} data-testid="late-arrival-note">
      {hint}
    </Text>
  );
}
