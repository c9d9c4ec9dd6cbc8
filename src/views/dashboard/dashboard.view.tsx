import { Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../shared/icons';
import { MapArea } from '../shared/fleet/map-area.view';
import type { DashboardVehicle } from './dashboard-sort';
import { VehicleTable } from './vehicle-table.view';
import '../shared/fleet/fleet.css';
import './dashboard.css';
import '../shared/visually-hidden.css';

export interface DashboardViewProps {
  /** The selected vehicles with their live data (any order: the table sorts them). */
  readonly vehicles: readonly DashboardVehicle[];
  /** The spinner flag of the polling machine (it already honours the 500 ms spinner delay). */
  readonly loading: boolean;
  /** The fleet map, placed by the screen; left empty, the area says where the map goes. */
  readonly map?: ReactNode;
}

/** The dashboard (spec 000 §2): the map, then the table of the selected vehicles. */
export function DashboardView({ vehicles, loading, map }: DashboardViewProps) {
  const { t } = useTranslation('fleet');
  return (
    <div className="dashboard-page">
      <h1 className="visually-hidden">{t('routes.dashboard', { ns: 'common' })}</h1>
      <MapArea>{map}</MapArea>
      <section className="dashboard-table" aria-labelledby="dashboard-table-title" aria-busy={loading}>
        <Flex align="center" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="4" id="dashboard-table-title">
            {t('dashboard.title')}
          </Heading>
          <Text size="2" color="gray" wrap="nowrap">
            {t('dashboard.count', { count: vehicles.length })}
          </Text>
          {loading && (
            <Flex align="center" gap="2" role="status">
              <Spinner size="2" />
              <Text size="1" color="gray">
                {t('dashboard.loading')}
              </Text>
            </Flex>
          )}
        </Flex>
        {vehicles.length === 0 ? (
          !loading && (
            <Callout.Root color="gray" variant="surface" data-testid="dashboard-empty">
              <Callout.Icon>
                <InfoIcon />
              </Callout.Icon>
              <Callout.Text>{t('dashboard.empty')}</Callout.Text>
            </Callout.Root>
          )
        ) : (
          <VehicleTable vehicles={vehicles} />
        )}
      </section>
    </div>
  );
}
