import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { entryMachinesFor } from '../../../machines/logbook/entry/entry-machines';
import { createOfflineRestrictionActors } from '../../../machines/restrictions/restriction-offline';
import { createRestrictionApiActors } from '../../../machines/restrictions/vehicle-restrictions.actors';
import { vehicleRestrictionsMachine } from '../../../machines/restrictions/vehicle-restrictions.machine';
import { restrictionRightsOf } from '../../../machines/restrictions/vehicle-restrictions.rules';
import type { AppServices } from '../../shared/app-services';
import { EntryCommentsServicesContext } from '../comments/entry-comments.services';
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
  const canEdit = useSelector(
    session,
    (s) => restrictionRightsOf(s.context.account?.role ?? null, s.context.accessRights).canEdit,
  );
  const canAcknowledge = useSelector(
    session,
    (s) => restrictionRightsOf(s.context.account?.role ?? null, s.context.accessRights).canAcknowledge,
  );
  const restrictionMachine = useMemo(
    () =>
      vehicleRestrictionsMachine.provide({
        actors: {
          ...createRestrictionApiActors(content.api, content.getAccessToken),
          // Offline or unreachable: the restrictions last read, acknowledgements queued (issue 30 §2).
          ...createOfflineRestrictionActors(content.api, content.getAccessToken, logbook.restrictionsOffline),
        },
      }),
    [content.api, content.getAccessToken, logbook.restrictionsOffline],
  );
  const drawer = useMemo(
    () => ({
      entryDrawerMachine: machines.entryDrawer,
      canReadComments,
      restrictions: { machine: restrictionMachine, rights: { canEdit, canAcknowledge } },
    }),
    [machines.entryDrawer, canReadComments, restrictionMachine, canEdit, canAcknowledge],
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
