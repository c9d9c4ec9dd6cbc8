import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedIds } from '../../../machines/logbook/list/logbook-list.rules';
import type { RouteViewProps } from '../../shared/routes';
import { useLogbookPage } from '../list/use-logbook-page';
import { LogbookDraftsView } from './logbook-drafts.view';

/** The drafts page shows the open entries of every vehicle, those on this device too. */
const anyVehicle = () => true;

/**
 * The drafts route (spec 001 §2 Logbook draft entries): reads the app-wide drafts actor (the open
 * entries of the organisation, 15 a page), runs a delete actor of its own, and opens the entry drawer.
 * A delete tells the drafts to clear the selection (on success) and to reload.
 */
export function LogbookDraftsScreen({ services, route }: RouteViewProps) {
  const { t } = useTranslation('logbook');
  const { drafts } = services.logbook;
  const { organisationId, context, page, syncNotice } = useLogbookPage(services, drafts, {
    route,
    caption: t('table.draftsCaption'),
    includeDeviceEntry: anyVehicle,
    onEntryChanged: () => drafts.send({ type: 'list.refresh' }),
  });
  const remover = useActorRef(services.logbook.delete);
  const confirming = useSelector(remover, (s) => s.hasTag('confirming'));
  const result = useSelector(remover, (s) => s.context.result);

  useEffect(() => {
    drafts.send({ type: 'list.opened' });
    const subscription = remover.on('entriesDeleted', ({ success }) =>
      drafts.send({ type: success ? 'list.entriesDeleted' : 'list.refresh' }),
    );
    return () => subscription.unsubscribe();
  }, [drafts, remover]);

  const ids = selectedIds(context.selection);
  const { sync } = services.logbook;
  const lastSyncedAt = useSelector(sync, (s) => s.context.lastSyncedAt);
  const pendingCount = useSelector(sync, (s) => s.context.pendingCount);
  const syncing = useSelector(sync, (s) => s.hasTag('syncing'));
  const online = useSelector(services.connectivity, (s) => s.hasTag('online'));
  const failedDelete =
    result !== null && result !== 'successfully_deleted' && result !== 'only_deleted_locally';
  return (
    <LogbookDraftsView
      {...page}
      lastSyncedAt={lastSyncedAt === null ? null : Date.parse(lastSyncedAt)}
      sync={{
        online,
        running: syncing,
        pendingCount,
        onSync: () => services.logbook.sync.send({ type: 'sync.requested', reason: 'user' }),
      }}
      selectedCount={ids.length}
      onDeleteSelected={() => {
        if (organisationId !== null) remover.send({ type: 'user.deleteSelected', organisationId, ids });
      }}
      deleteDialog={{
        open: confirming,
        count: ids.length,
        onConfirm: () => remover.send({ type: 'user.confirmDelete' }),
        onCancel: () => remover.send({ type: 'user.cancelDelete' }),
      }}
      snackbar={
        result
          ? {
              message: t(`labels.logbook_entry_${result}`),
              tone: failedDelete ? 'error' : 'success',
              onDismiss: () => remover.send({ type: 'user.dismissSnackbar' }),
            }
          : context.notice
            ? {
                message: t('labels.listFailed', { status: context.notice.status }),
                tone: 'error',
                onDismiss: () => drafts.send({ type: 'user.dismissSnackbar' }),
              }
            : syncNotice
      }
    />
  );
}
