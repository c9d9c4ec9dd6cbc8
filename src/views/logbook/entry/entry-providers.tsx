import { useMemo, type ReactNode } from 'react';
import { entryMachinesFor } from '../../../machines/logbook/entry/entry-machines';
import type { AppServices } from '../../shared/app-services';
import { EntryCommentsServicesContext } from '../comments/entry-comments.services';
import { restrictionMachineFor, useRestrictionRights } from '../../shared/restrictions/restriction-machine';
import { EntryDrawerServicesProvider } from './entry-drawer.services';

interface EntryProvidersProps {
  readonly services: Pick<AppServices, 'session' | 'logbook' | 'content'>;
  /** The session's comments read right (spec 001 §6): the Comments tab shows only with it. */
  readonly canReadComments: boolean;
  readonly children: ReactNode;
}

/**
 * Hands the entry drawer and its Comments tab their machines from the app's services: the logbook
 * pages wrap their `EntryDrawerScreen` in it (the drawer's props are the page's business, its
 * machines the composition root's).
 */
export function EntryProviders({ services, canReadComments, children }: EntryProvidersProps) {
  const { session, logbook, content } = services;
  const machines = entryMachinesFor(logbook.entry);
  const rights = useRestrictionRights(session);
  const { api, getAccessToken } = content;
  const restrictionMachine = useMemo(
    () => restrictionMachineFor({ api, getAccessToken }, logbook.restrictionsOffline),
    [api, getAccessToken, logbook.restrictionsOffline],
  );
  const drawer = useMemo(
    () => ({
      entryDrawerMachine: machines.entryDrawer,
      canReadComments,
      restrictions: { machine: restrictionMachine, rights },
    }),
    [machines.entryDrawer, canReadComments, restrictionMachine, rights],
  );
  const comments = useMemo(() => ({ session, machines: machines.comments }), [session, machines.comments]);
  return (
    <EntryDrawerServicesProvider value={drawer}>
      <EntryCommentsServicesContext.Provider value={comments}>
        {children}
      </EntryCommentsServicesContext.Provider>
    </EntryDrawerServicesProvider>
  );
}
