import { Button, Callout, Flex, Heading, Spinner } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { InfoIcon } from '../shared/icons';
import { MapArea } from '../shared/fleet/map-area.view';
import '../shared/fleet/fleet.css';
import './trackingmap.css';

export interface TrackingMapViewProps {
  /** No vehicle selected: the map shows the fleet and a note asks to pick one. */
  readonly noVehicle: boolean;
  /**
   * How many vehicles the fleet replay shows (0: none). With no vehicle selected but a replay shown,
   * the note says what the map shows instead of claiming that nothing is selected.
   */
  readonly replayVehicles?: number;
  readonly loading: boolean;
  /**
   * The period reaches back before the raw positions kept (issue 29 §1): how many months are kept and
   * the first instant kept; null when the whole period is kept.
   */
  readonly beyondRetention?: { readonly months: number; readonly keptFrom: number } | null;
  /** The map with its toolbar (period, switches) and the track and heat-map layers. */
  readonly map: ReactNode;
  /** The fleet replay's bar (issue 30 §3), under the map; left out: none. */
  readonly replay?: ReactNode;
}

/** The tracking map (spec 000 §2 Tracking map): the selected vehicle's track and heat map over the period. */
export function TrackingMapView({
  noVehicle,
  replayVehicles = 0,
  loading,
  beyondRetention = null,
  map,
  replay = null,
}: TrackingMapViewProps) {
  const { t } = useTranslation('map');
  // On a phone the map's options (period, switches) start folded away, so the small map stays visible
  // (issue 30 §3 review); the button is shown, and the fold applies, on narrow screens only (CSS).
  const [optionsOpen, setOptionsOpen] = useState(false);
  return (
    <div className={optionsOpen ? 'trackingmap-page' : 'trackingmap-page trackingmap-options-closed'}>
      <Flex align="center" gap="3" wrap="wrap" className="trackingmap-head">
        <Heading as="h1" size="6">
          {t('trackingmap.title')}
        </Heading>
        {loading && <Spinner size="2" role="status" aria-label={t('trackingmap.loading')} />}
        <Button
          variant="soft"
          color="gray"
          className="trackingmap-options-toggle"
          aria-expanded={optionsOpen}
          onClick={() => setOptionsOpen((open) => !open)}
          data-testid="trackingmap-options-toggle"
        >
          {t('trackingmap.options')}
        </Button>
      </Flex>
      {noVehicle && (
        <Callout.Root color="gray" variant="surface" data-testid="trackingmap-no-vehicle">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>
            {replayVehicles > 0
              ? t('trackingmap.replayShown', { count: replayVehicles })
              : t('trackingmap.pickVehicle')}
          </Callout.Text>
        </Callout.Root>
      )}
      {beyondRetention && (
        <Callout.Root color="amber" variant="surface" data-testid="trackingmap-beyond-retention">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>
            {t('trackingmap.beyondRetention', {
              months: beyondRetention.months,
              date: formatDate(beyondRetention.keptFrom),
            })}
          </Callout.Text>
        </Callout.Root>
      )}
      <MapArea>{map}</MapArea>
      {replay}
    </div>
  );
}
