import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { railationMachinesFor } from '../../machines/railation/railation-machines';
import { LazyFleetMapScreen } from '../map';
import type { RouteViewProps } from '../shared/routes';
import { addPlaceUrl } from './add-place-url';
import { CategoryDrawerView } from './category-drawer.view';
import { PlaceDetailView } from './place-detail.view';
import { PlaceListView } from './place-list.view';
import { PlaceSearchView } from './place-search.view';
import { RailationView } from './railation.view';

/**
 * The railation route (spec 000 §2 Railation view): a directory actor (search, categories, list,
 * pages) and a place actor (the detail drawer) of the page's own; the map draws the ticked
 * categories' points (every category while none is ticked) with the selection's vehicles, and a
 * click on a point opens it like a click in the list.
 */
export function RailationScreen({ services }: RouteViewProps) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [machines] = useState(() => railationMachinesFor(services.content));
  const directory = useActorRef(machines.directory);
  const place = useActorRef(machines.place);

  const ticked = useSelector(directory, (s) => s.context.categories);
  const counts = useSelector(directory, (s) => s.context.counts);
  const countsFailed = useSelector(directory, (s) => s.hasTag('countsFailed'));
  const listShown = useSelector(directory, (s) => s.hasTag('listShown'));
  const searchText = useSelector(directory, (s) => s.context.searchText);
  const places = useSelector(directory, (s) => s.context.places);
  const total = useSelector(directory, (s) => s.context.total);
  const listLoading = useSelector(directory, (s) => s.hasTag('listLoading'));
  const loadingMore = useSelector(directory, (s) => s.hasTag('loadingMore'));
  const listFailed = useSelector(directory, (s) => s.hasTag('listFailed'));

  const placeShown = useSelector(place, (s) => s.hasTag('shown'));
  const selectedId = useSelector(place, (s) => s.context.placeId);
  const shownPlace = useSelector(place, (s) => s.context.place);
  const placeLoading = useSelector(place, (s) => s.hasTag('loading'));
  const placeFailed = useSelector(place, (s) => s.hasTag('failed'));

  const openPlace = useCallback(
    (placeId: string) => place.send({ type: 'user.openPlace', placeId }),
    [place],
  );
  const loadMore = useCallback(() => directory.send({ type: 'user.loadMore' }), [directory]);
  const railationView = useMemo(() => ({ categories: ticked, onPlaceClick: openPlace }), [ticked, openPlace]);

  return (
    <RailationView
      search={
        <PlaceSearchView
          searchText={searchText}
          tickedCount={ticked.length}
          onSearch={(text) => directory.send({ type: 'user.search', text })}
        />
      }
      categories={
        <CategoryDrawerView
          counts={counts}
          ticked={ticked}
          failed={countsFailed}
          onToggle={(categoryId) => directory.send({ type: 'user.toggleCategory', categoryId })}
          onReset={() => directory.send({ type: 'user.resetFilters' })}
          onRetry={() => directory.send({ type: 'user.retryCategories' })}
        />
      }
      list={
        listShown ? (
          <PlaceListView
            allCategories={ticked.length === 0}
            places={places}
            total={total}
            loading={listLoading}
            loadingMore={loadingMore}
            failed={listFailed}
            selectedId={selectedId}
            addPlaceUrl={addPlaceUrl(services.config.appLinks.home, language)}
            onLoadMore={loadMore}
            onOpen={openPlace}
            onRetry={() => directory.send({ type: 'user.retryList' })}
          />
        ) : null
      }
      detail={
        placeShown ? (
          <PlaceDetailView
            place={shownPlace}
            loading={placeLoading}
            failed={placeFailed}
            language={language}
            onClose={() => place.send({ type: 'user.closeDetail' })}
            onRetry={() => place.send({ type: 'user.retryDetail' })}
          />
        ) : null
      }
      map={
        <Suspense fallback={null}>
          <LazyFleetMapScreen
            selection={services.fleet.selection}
            toggles={services.fleet.mapToggles}
            restrictions={services.fleet.restrictions}
            view="railation"
            tiles={services.config.mapTiles}
            railation={services.content}
            railationView={railationView}
          />
        </Suspense>
      }
    />
  );
}
