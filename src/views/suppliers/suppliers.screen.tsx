import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientConfig } from '../../api/contract/app-config.contract';
import { currentLanguage } from '../../i18n/i18n';
import { contentDocumentMachinesFor } from '../../machines/content/content-documents';
import { LazyFleetMap } from '../map';
import type { RouteViewProps } from '../shared/routes';
import { filterSuppliers, supplierCountries, supplierMarkers, type SupplierFilter } from './supplier-filter';
import { SuppliersView } from './suppliers.view';

const NO_VEHICLES = [] as const;
const NO_LAYERS = { railway: false, satellite: false } as const;

/**
 * The supplier map asks no tile server, whatever the site configuration names: it draws the portal's
 * own offline base (country outlines, a chunk of the build), as every map does when `MAP_TILES_BASE_URL`
 * is ''. So the page works without internet and tells no third party who looks at it (issue 28 §2),
 * and where a supplier sits shows at a country's scale well enough. Spec 001 §2 leaves the display of
 * the list to us; the map views of spec 000 (dashboard, live data, tracking map, railation) keep the
 * configured tiles.
 */
const OFFLINE_BASE_MAP: ClientConfig['mapTiles'] = {
  base: { url: '', attribution: '' },
  railway: { url: '', attribution: '' },
  satellite: { url: '', attribution: '' },
  satelliteRoads: { url: '', attribution: '' },
  satelliteLabels: { url: '', attribution: '' },
};

/**
 * The supplier list route: the list read once from the content service (retry after a failure), the
 * search and country filter over it, and a map of the matching suppliers with coordinates (on the
 * offline base map only: no tile server); a click on a point highlights its row.
 */
export function SuppliersScreen({ services }: RouteViewProps) {
  const { i18n } = useTranslation();
  const [machine] = useState(() => contentDocumentMachinesFor(services.content).suppliers);
  const actor = useActorRef(machine, { input: { key: '' } });
  const document = useSelector(actor, (s) => s.context.document);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const [filter, setFilter] = useState<SupplierFilter>({ country: '', text: '' });
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const all = useMemo(() => document?.items ?? [], [document]);
  const shown = useMemo(() => filterSuppliers(all, filter), [all, filter]);
  const countries = useMemo(() => supplierCountries(all), [all]);
  const markers = useMemo(() => supplierMarkers(shown), [shown]);

  return (
    <SuppliersView
      language={currentLanguage(i18n)}
      suppliers={shown}
      countries={countries}
      filter={filter}
      loading={loading}
      failed={failed}
      selectedId={selectedId}
      onFilter={setFilter}
      onRetry={() => actor.send({ type: 'user.retry' })}
      map={
        <Suspense fallback={null}>
          <LazyFleetMap
            vehicles={NO_VEHICLES}
            activeVehicleIds={NO_VEHICLES}
            focusedVehicleId={null}
            toggles={NO_LAYERS}
            tiles={OFFLINE_BASE_MAP}
            view="suppliers"
            railation={markers}
            onPlaceClick={(id) => setSelectedId(Number(id))}
          />
        </Suspense>
      }
    />
  );
}
