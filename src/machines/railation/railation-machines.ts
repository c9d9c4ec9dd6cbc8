import type { ContentServiceDeps } from '../content/content-service';
import { railationDirectoryMachine } from './railation-directory.machine';
import { railationMarkersMachine } from './railation-markers.machine';
import { railationPlaceMachine } from './railation-place.machine';
import { createRailationApiActors } from './railation.actors';

/** What the railation machines' calls need (the composition root hands it to the views). */
export type RailationDeps = ContentServiceDeps;

/**
 * The railation view's machines with their calls provided: the directory (categories and list), the
 * place detail, and the map's markers (also the toolbar's railation switch on the other map views).
 */
export const railationMachinesFor = (deps: RailationDeps) => {
  const { loadCategories, loadPage, loadPlace, loadMarkers } = createRailationApiActors(deps);
  return {
    directory: railationDirectoryMachine.provide({ actors: { loadCategories, loadPage } }),
    place: railationPlaceMachine.provide({ actors: { loadPlace } }),
    markers: railationMarkersMachine.provide({ actors: { loadMarkers } }),
  };
};
export type RailationMachines = ReturnType<typeof railationMachinesFor>;
