import { Box, Callout } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { locksForCranes, pickerKindOf } from '../../../machines/period/period.types';
import { InfoIcon } from '../../shared/icons';
import { PeriodPickerScreen, usePeriodActor } from '../../shared/date-range/period-picker.screen';
import type { RouteViewProps } from '../../shared/routes';
import { MapToolbarView } from '../../map/map-toolbar.view';
import { RoutePage } from './route-page.view';

const NO_SWITCHES = {
  railway: false,
  satellite: false,
  railation: false,
  trackingMap: false,
  heatMap: false,
};

/**
 * A route whose view is not built yet but whose toolbar is (reporting, tracking map): the title, the
 * toolbar's date-range picker with its period in the address, and the "not available yet" notice.
 * The feature's own screen replaces it and puts the picker into its map toolbar.
 */
export function PeriodToolbarRouteView({ route, services }: RouteViewProps) {
  const { t } = useTranslation('common');
  const period = usePeriodActor({
    kind: pickerKindOf(route),
    selection: services.fleet.selection,
    lockForCranes: locksForCranes(route),
    inAddress: true,
  });
  return (
    <RoutePage route={route}>
      <Box mb="4" className="period-toolbar-route">
        <MapToolbarView
          visible={NO_SWITCHES}
          values={NO_SWITCHES}
          onToggle={() => undefined}
          period={<PeriodPickerScreen period={period} />}
        />
      </Box>
      <Callout.Root color="gray" variant="surface" data-testid="not-available">
        <Callout.Icon>
          <InfoIcon />
        </Callout.Icon>
        <Callout.Text>{t('labels.notAvailable')}</Callout.Text>
      </Callout.Root>
    </RoutePage>
  );
}
