import { useSelector } from '@xstate/react';
import type { AppServices } from '../../shared/app-services';
import { LOGBOOK_RESOURCE } from '../../shared/routes';

/** The comments resource of the rights (spec 001 §6). */
export const LOGBOOK_COMMENTS_RESOURCE = 'logbook_entries/comments';

/** What the logbook pages read of the session and the vehicle selection. */
export const useLogbookSession = (services: AppServices) => {
  const { session } = services;
  const organisationId = useSelector(session, (s) => s.context.account?.activeOrganisationId ?? null);
  const canCreate = useSelector(session, (s) => s.context.accessRights[LOGBOOK_RESOURCE]?.canCreate === true);
  const canReadComments = useSelector(
    session,
    (s) => s.context.accessRights[LOGBOOK_COMMENTS_RESOURCE]?.canRead === true,
  );
  return { organisationId, canCreate, canReadComments };
};
