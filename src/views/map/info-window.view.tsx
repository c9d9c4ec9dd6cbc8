import { IconButton } from '@radix-ui/themes';
import * as maplibregl from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { VehicleRestrictionSummary } from '../../machines/restrictions/fleet-restrictions.types';
import { CrossIcon } from '../shared/icons';
import { useMapHandle } from './map-context';
import type { MapVehicle } from './map-vehicle';
import { VehicleFacts } from './vehicle-facts.view';

export interface InfoWindowProps {
  readonly vehicle: MapVehicle & { readonly position: NonNullable<MapVehicle['position']> };
  readonly onClose: () => void;
  /** The vehicle's active restrictions (issue 30 §2): a tap on a phone shows them here. */
  readonly restrictions?: VehicleRestrictionSummary | undefined;
}

/**
 * The info window a click on a marker pins (spec 000 §2 Map view): a MapLibre popup anchored to the
 * vehicle, so it follows the map while panning and the vehicle on each update; its content is React,
 * rendered into the popup through a portal.
 */
export function InfoWindow({ vehicle, onClose, restrictions }: InfoWindowProps) {
  const { t } = useTranslation('map');
  const { map } = useMapHandle();
  const [content] = useState(() => document.createElement('div'));
  const [popup] = useState(
    () => new maplibregl.Popup({ closeButton: false, closeOnClick: false, offset: 24, maxWidth: '280px' }),
  );
  const { lng, lat } = vehicle.position;

  useEffect(() => {
    popup.setDOMContent(content).addTo(map);
    return () => void popup.remove();
  }, [map, popup, content]);

  useEffect(() => void popup.setLngLat([lng, lat]), [popup, lng, lat]);

  return createPortal(
    <section className="fleet-map-info" aria-label={vehicle.name} data-testid="map-info-window">
      <header>
        <div>
          <strong className="fleet-map-name">{vehicle.name}</strong>
          <div className="fleet-map-kind">{t(`kind.${vehicle.kind}`)}</div>
        </div>
        <IconButton size="1" variant="ghost" color="gray" aria-label={t('close')} onClick={onClose}>
          <CrossIcon size={14} />
        </IconButton>
      </header>
      <VehicleFacts vehicle={vehicle} withLastPosition restrictions={restrictions} />
    </section>,
    content,
  );
}
