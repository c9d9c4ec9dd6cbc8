import { Flex, Switch, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapSwitchVisibility, MapToggleValues } from '../../machines/map/map-toggles.types';

export type MapSwitch = keyof MapToggleValues;

const SWITCHES: readonly MapSwitch[] = ['railway', 'satellite', 'railation', 'trackingMap', 'heatMap'];

export interface MapToolbarViewProps {
  /** Which switches this view's toolbar shows (spec 000 §2 Map toolbar). */
  readonly visible: MapSwitchVisibility;
  readonly values: MapToggleValues;
  /** Switches that may not be flipped now (e.g. tracking for a crane). */
  readonly disabled?: Partial<Record<MapSwitch, boolean>>;
  readonly onToggle: (name: MapSwitch) => void;
  /**
   * The date-range picker of views that have one (spec 000 §2 Map toolbar: trackingmap, reporting,
   * notification, logbook, the map experiments; see `DATE_RANGE_VIEWS`), e.g. `<PeriodPickerScreen>`.
   */
  readonly period?: ReactNode;
}

/** The map toolbar's switches: railway, satellite, railation (and tracking / heat map on the tracking map). */
export function MapToolbarView({ visible, values, disabled = {}, onToggle, period }: MapToolbarViewProps) {
  const { t } = useTranslation('map');
  const shown = SWITCHES.filter((name) => visible[name]);
  if (shown.length === 0 && !period) return null;
  return (
    <Flex
      className="fleet-map-toolbar"
      role="group"
      aria-label={t('toolbar.label')}
      gap="3"
      wrap="wrap"
      align="center"
    >
      {period}
      {shown.map((name) => (
        <Text as="label" size="1" key={name}>
          <Flex gap="2" align="center">
            <Switch
              size="1"
              checked={values[name]}
              disabled={disabled[name] === true}
              onCheckedChange={() => onToggle(name)}
            />
            {t(`toolbar.${name}`)}
          </Flex>
        </Text>
      ))}
    </Flex>
  );
}
