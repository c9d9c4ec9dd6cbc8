import { useMemo, type ReactNode } from 'react';
import { entryMachinesFor } from '../../../machines/logbook/entry/entry-machines';
import type { AppServices } from '../../shared/app-services';
import { EntryCommentsServicesContext } from '../comments/entry-comments.services';
import { EntryDrawerServicesProvider } from './entry-drawer.services';

interface EntryProvidersProps {
  readonly services: Pick<AppServices, 'session' | 'logbook'>;
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
  const { session, logbook } = services;
  const machines = entryMachinesFor(logbook.entry);
  const drawer = useMemo(
    () => ({ entryDrawerMachine: machines.entryDrawer, canReadComments }),
    [machines.entryDrawer, canReadComments],
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
