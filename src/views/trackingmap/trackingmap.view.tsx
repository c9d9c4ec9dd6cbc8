import { Callout, Flex, Heading, Spinner } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../shared/icons';
import { MapArea } from '../shared/fleet/map-area.view';
import '../shared/fleet/fleet.css';
import './trackingmap.css';

export interface TrackingMapViewProps {
  /** No vehicle selected: the map shows the fleet and a note asks to pick one. */
  readonly noVehicle: boolean;
  readonly loading: boolean;
  /** The map with its toolbar (period, switches) and the track and heat-map layers. */
  readonly map: ReactNode;
}

/** The tracking map (spec 000 §2 Tracking map): the selected vehicle's track and heat map over the period. */
export function TrackingMapView({ noVehicle, loading, map }: TrackingMapViewProps) {
  const { t } = useTranslation('map');
  return (
    <div className="trackingmap-page">
      <Flex align="center" gap="3" className="trackingmap-head">
        <Heading as="h1" size="6">
          {t('trackingmap.title')}
        </Heading>
        {loading && <Spinner size="2" role="status" aria-label={t('trackingmap.loading')} />}
      </Flex>
      {noVehicle && (
        <Callout.Root color="gray" variant="surface" data-testid="trackingmap-no-vehicle">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('trackingmap.pickVehicle')}</Callout.Text>
        </Callout.Root>
      )}
      <MapArea>{map}</MapArea>
    </div>
  );
}
