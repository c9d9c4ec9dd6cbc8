import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { contentDocumentMachinesFor } from '../../machines/content/content-documents';
import { LazyFleetMap } from '../map';
import type { RouteViewProps } from '../shared/routes';
import { filterSuppliers, supplierCountries, supplierMarkers, type SupplierFilter } from './supplier-filter';
import { SuppliersView } from './suppliers.view';

const NO_VEHICLES = [] as const;
const NO_LAYERS = { railway: false, satellite: false } as const;

/**
 * The supplier list route: the list read once from the content service (retry after a failure), the
 * search and country filter over it, and a map of the matching suppliers with coordinates; a click on
 * a point highlights its row.
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
            tiles={services.config.mapTiles}
            view="suppliers"
            railation={markers}
            onPlaceClick={(id) => setSelectedId(Number(id))}
          />
        </Suspense>
      }
    />
  );
}
