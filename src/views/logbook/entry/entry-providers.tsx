import { useMemo, type ReactNode } from 'react';
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
  const drawer = useMemo(
    () => ({ entryDrawerMachine: logbook.entryDrawer, canReadComments }),
    [logbook.entryDrawer, canReadComments],
  );
  const comments = useMemo(() => ({ session, machines: logbook.comments }), [session, logbook.comments]);
  return (
    <EntryDrawerServicesProvider value={drawer}>
      <EntryCommentsServicesContext.Provider value={comments}>
        {children}
      </EntryCommentsServicesContext.Provider>
    </EntryDrawerServicesProvider>
  );
}
