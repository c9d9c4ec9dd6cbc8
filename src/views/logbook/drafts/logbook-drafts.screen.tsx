import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLastActive } from '../../../machines/fleet/vehicle-selection.types';
import { isPageSelected, isSelected, selectedIds } from '../../../machines/logbook/list/logbook-list.rules';
import type { RouteViewProps } from '../../shared/routes';
import { EntryDrawerScreen } from '../entry/entry-drawer.screen';
import { EntryProviders } from '../entry/entry-providers';
import { useLogbookSession } from '../list/use-logbook-session';
import { LogbookDraftsView } from './logbook-drafts.view';

interface Drawer {
  readonly open: boolean;
  readonly entryId: string | null;
}

/**
 * The drafts route (spec 001 §2 Logbook draft entries): reads the app-wide drafts actor (the open
 * entries of the organisation, 15 a page), runs a delete actor of its own, and opens the entry drawer.
 * A delete tells the drafts to clear the selection (on success) and to reload.
 */
export function LogbookDraftsScreen({ services, route }: RouteViewProps) {
  const { t } = useTranslation('logbook');
  const { t: tc } = useTranslation('common');
  const { drafts } = services.logbook;
  const { organisationId, canCreate, canReadComments } = useLogbookSession(services);
  const vehicle = useSelector(services.fleet.selection, selectLastActive);
  const remover = useActorRef(services.logbook.delete);
  const context = useSelector(drafts, (s) => s.context);
  const spinner = useSelector(drafts, (s) => s.hasTag('spinner'));
  const failed = useSelector(drafts, (s) => s.hasTag('failed'));
  const confirming = useSelector(remover, (s) => s.hasTag('confirming'));
  const result = useSelector(remover, (s) => s.context.result);
  const [drawer, setDrawer] = useState<Drawer>({ open: false, entryId: null });

  useEffect(() => {
    drafts.send({ type: 'list.refresh' });
    const subscription = remover.on('entriesDeleted', ({ success }) =>
      drafts.send({ type: success ? 'list.entriesDeleted' : 'list.refresh' }),
    );
    return () => subscription.unsubscribe();
  }, [drafts, remover]);

  const ids = selectedIds(context.selection);
  const failedDelete =
    result !== null && result !== 'successfully_deleted' && result !== 'only_deleted_locally';
  return (
    <LogbookDraftsView
      title={tc(`routes.${route}`)}
      lastSyncedAt={context.lastFetchedAt}
      vehicleName={vehicle?.name ?? null}
      canCreate={canCreate}
      onAddEntry={() => setDrawer({ open: true, entryId: null })}
      selectedCount={ids.length}
      onDeleteSelected={() => {
        if (organisationId !== null) remover.send({ type: 'user.deleteSelected', organisationId, ids });
      }}
      table={{
        caption: t('table.draftsCaption'),
        entries: context.items,
        isSelected: (id) => isSelected(context.selection, id),
        pageSelected: isPageSelected(context),
        onToggleEntry: (id) => drafts.send({ type: 'user.toggleEntry', id }),
        onTogglePage: (on) => drafts.send({ type: on ? 'user.selectPage' : 'user.deselectPage' }),
        orderby: context.orderby,
        onSort: (orderby) => drafts.send({ type: 'user.sort', orderby }),
        canReadComments,
        onOpenEntry: (entryId) => setDrawer({ open: true, entryId }),
        empty: context.pagination ? t('labels.noEntries') : null,
      }}
      page={context.page}
      totalPages={context.pagination?.totalPages ?? 0}
      onPage={(page) => drafts.send({ type: 'user.goToPage', page })}
      spinner={spinner}
      failed={failed}
      onRetry={() => drafts.send({ type: 'user.retry' })}
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
            : null
      }
      drawer={
        organisationId !== null && (
          <EntryProviders services={services} canReadComments={canReadComments}>
            <EntryDrawerScreen
              organisationId={organisationId}
              vehicleId={vehicle?.vehicleId ?? null}
              vehicleName={vehicle?.name ?? null}
              entryId={drawer.entryId}
              open={drawer.open}
              onClose={(changed) => {
                setDrawer({ open: false, entryId: null });
                if (changed) drafts.send({ type: 'list.refresh' });
              }}
            />
          </EntryProviders>
        )
      }
    />
  );
}
