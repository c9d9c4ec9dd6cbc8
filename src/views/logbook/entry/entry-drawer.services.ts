import { createContext, useContext } from 'react';
import type { EntryDrawerMachine } from '../../../machines/logbook/entry/entry-drawer.machine';
import type { EntryRestrictionServices } from './entry-restriction-gate.screen';

/**
 * What the entry drawer needs from the composition root: the drawer machine with its calls provided
 * (`createEntryDrawerMachine(createEntryApiGateway(api, getAccessToken), saveFile)`). The drawer's
 * props are fixed by the list page, so the root hands this in through a provider around the routes.
 */
export interface EntryDrawerServices {
  readonly entryDrawerMachine: EntryDrawerMachine;
  /**
   * The session's `logbook_entries/comments` canRead (spec 001 §6): the Comments tab of a finalised
   * entry shows only with it. Leave it out (true) when the comments screen checks by itself.
   */
  readonly canReadComments?: boolean;
  /**
   * The vehicle's restriction notices (issue 30 §2): with them an editable entry saves only once the
   * user has acknowledged each active one. Left out (stories, tests): no gate.
   */
  readonly restrictions?: EntryRestrictionServices;
}

export const EntryDrawerServicesContext = createContext<EntryDrawerServices | null>(null);

/** Wrap the logbook pages: `<EntryDrawerServicesProvider value={services}>`. */
export const EntryDrawerServicesProvider = EntryDrawerServicesContext.Provider;

export const useEntryDrawerServices = (): EntryDrawerServices => {
  const services = useContext(EntryDrawerServicesContext);
  if (!services)
    throw new Error('EntryDrawerScreen needs an EntryDrawerServicesProvider (see entry-drawer.services.ts).');
  return services;
};
