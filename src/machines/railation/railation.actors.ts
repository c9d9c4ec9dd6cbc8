import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  getRailationCategories,
  getRailationMarkers,
  getRailationPlace,
  getRailationPlaces,
  type RailationCategories,
  type RailationMarkers,
  type RailationPage,
  type RailationPlace,
} from '../../api/contract';
import type { ContentServiceDeps } from '../content/content-service';
import type { RailationPageRequest } from './railation-directory.types';
import type { RailationMarkersRequest } from './railation-markers.machine';

/**
 * The directory's calls, from the content service's deps like the FAQ's and the supplier list's
 * (`contentDocumentMachinesFor`). Without an access token (the public directory in a frame) none is sent.
 */
export const createRailationApiActors = ({
  api: client,
  getAccessToken: accessToken,
}: ContentServiceDeps) => ({
  loadCategories: fromPromise<RailationCategories>(({ signal }) =>
    client.call(getRailationCategories, callAuth(accessToken(), signal)),
  ),
  loadPage: fromPromise<RailationPage, RailationPageRequest>(({ input, signal }) =>
    client.call(getRailationPlaces, {
      ...callAuth(accessToken(), signal),
      query: {
        // None ticked: the search runs over every category (the parameter left out).
        ...(input.categories.length === 0 ? {} : { categories: input.categories.join(',') }),
        ...(input.search === '' ? {} : { search: input.search }),
        page: input.page,
      },
    }),
  ),
  loadPlace: fromPromise<RailationPlace, { readonly placeId: string }>(({ input, signal }) =>
    client.call(getRailationPlace, {
      ...callAuth(accessToken(), signal),
      params: { placeId: input.placeId },
    }),
  ),
  loadMarkers: fromPromise<RailationMarkers, RailationMarkersRequest>(({ input, signal }) =>
    client.call(getRailationMarkers, {
      ...callAuth(accessToken(), signal),
      query: {
        ...(input.categories.length === 0 ? {} : { categories: input.categories.join(',') }),
        ...(input.bbox === null ? {} : { bbox: input.bbox }),
      },
    }),
  ),
});
