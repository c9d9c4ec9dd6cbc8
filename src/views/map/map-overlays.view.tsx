import { Callout, IconButton, Spinner } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../shared/icons';
import { MinusIcon, PlusIcon, RecenterIcon } from './map-icons';
import './map-overlays.css';

export interface MapControlsProps {
  readonly onZoomIn: () => void;
  readonly onZoomOut: () => void;
  /** The recenter button: fits every vehicle with a position into view. */
  readonly onRecenter: () => void;
}

/** Zoom buttons and the recenter button, with translated names (MapLibre's own are English only). */
export function MapControls({ onZoomIn, onZoomOut, onRecenter }: MapControlsProps) {
  const { t } = useTranslation('map');
  const button = (label: string, onClick: () => void, icon: ReactNode) => (
    <IconButton size="2" variant="surface" color="gray" aria-label={label} title={label} onClick={onClick}>
      {icon}
    </IconButton>
  );
  return (
    <div className="fleet-map-controls">
      {button(t('zoomIn'), onZoomIn, <PlusIcon />)}
      {button(t('zoomOut'), onZoomOut, <MinusIcon />)}
      {button(t('recenter'), onRecenter, <RecenterIcon />)}
    </div>
  );
}

/**
 * 'No postion data available for this box' (spec 000 §8), shown for 5 s by the map; above the map's
 * legend when it shows one (map-overlays.css).
 */
export function NoPositionMessage() {
  const { t } = useTranslation('map');
  return (
    <Callout.Root className="fleet-map-message" color="amber" variant="surface" role="status" size="1">
      <Callout.Icon>
        <InfoIcon />
      </Callout.Icon>
      <Callout.Text>{t('noPosition')}</Callout.Text>
    </Callout.Root>
  );
}

/**
 * The busy indicator of a ready map (spec 000 §4 Map frame: a busy phase, 2 s at most): a small spinner
 * with its text in a corner, announced politely. It never covers the map, so the user can go on.
 */
export function MapBusy() {
  const { t } = useTranslation('map');
  return (
    <div className="fleet-map-busy" role="status" aria-live="polite" data-testid="fleet-map-busy">
      <Spinner size="1" />
      <span>{t('busy')}</span>
    </div>
  );
}

/** Covers the map while it (or the data it waits for) is loading. */
export function MapLoading() {
  const { t } = useTranslation('map');
  return (
    <div className="fleet-map-loading" role="status" aria-label={t('loading')}>
      <Spinner size="3" />
    </div>
  );
}
