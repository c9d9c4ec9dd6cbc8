import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { selectLastActive } from '../../../machines/fleet/vehicle-selection.types';
import {
  exportFilter,
  isPageSelected,
  isSelected,
  selectedCountOf,
} from '../../../machines/logbook/list/logbook-list.rules';
import type { RouteViewProps } from '../../shared/routes';
import { EntryDrawerScreen } from '../entry/entry-drawer.screen';
import { EntryProviders } from '../entry/entry-providers';
import { LogbookListView } from './logbook-list.view';
import { useLogbookSession } from './use-logbook-session';

interface Drawer {
  readonly open: boolean;
  readonly entryId: string | null;
}

/**
 * The logbook list route (spec 001 §2): a list actor of its own (it follows the session and the
 * selected vehicle itself), an export actor, and the entry drawer. The app-wide drafts actor says
 * whether open entries exist; it is asked again when the page opens and when an entry changed.
 */
export function LogbookListScreen({ services, route }: RouteViewProps) {
  const { t, i18n } = useTranslation('logbook');
  const { t: tc } = useTranslation('common');
  const { logbook } = services;
  const { organisationId, canCreate, canReadComments } = useLogbookSession(services);
  const vehicle = useSelector(services.fleet.selection, selectLastActive);
  const list = useActorRef(logbook.list, { input: { orderby: logbook.storedOrderBy() } });
  const exporter = useActorRef(logbook.export);
  const context = useSelector(list, (s) => s.context);
  const spinner = useSelector(list, (s) => s.hasTag('spinner'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const exportContext = useSelector(exporter, (s) => s.context);
  const exportDialogOpen = useSelector(exporter, (s) => s.hasTag('dialog'));
  const openEntries = useSelector(logbook.drafts, (s) => s.context.pagination?.foundCount ?? 0);
  const [drawer, setDrawer] = useState<Drawer>({ open: false, entryId: null });

  useEffect(() => {
    logbook.drafts.send({ type: 'list.refresh' });
  }, [logbook.drafts]);

  const selectedCount = selectedCountOf(context);
  const exportNotice = exportContext.notice;
  const listNotice = context.notice;
  const snackbar = exportNotice
    ? {
        message:
          exportNotice.key === 'labels.downloading'
            ? t('labels.downloading')
            : t('labels.downloadFailed', { status: exportNotice.status }),
        tone: exportNotice.key === 'labels.downloading' ? ('info' as const) : ('error' as const),
        onDismiss: () => exporter.send({ type: 'user.dismissSnackbar' }),
      }
    : listNotice
      ? {
          message: t('labels.listFailed', { status: listNotice.status }),
          tone: 'error' as const,
          onDismiss: () => list.send({ type: 'user.dismissSnackbar' }),
        }
      : null;

  return (
    <LogbookListView
      title={tc(`routes.${route}`)}
      vehicleName={vehicle?.name ?? null}
      canCreate={canCreate}
      onAddEntry={() => setDrawer({ open: true, entryId: null })}
      selectedCount={selectedCount}
      foundCount={context.pagination?.foundCount ?? 0}
      onSelectAll={() => list.send({ type: 'user.selectAllPages' })}
      onDeselectAll={() => list.send({ type: 'user.deselectAll' })}
      onExport={() => {
        const filter = exportFilter(list.getSnapshot().context);
        if (filter === null || organisationId === null) return;
        exporter.send({
          type: 'user.openExport',
          request: { organisationId, filter, orderby: context.orderby, language: currentLanguage(i18n) },
        });
      }}
      table={{
        caption: t('table.caption'),
        entries: context.items,
        isSelected: (id) => isSelected(context.selection, id),
        pageSelected: isPageSelected(context),
        onToggleEntry: (id) => list.send({ type: 'user.toggleEntry', id }),
        onTogglePage: (on) => list.send({ type: on ? 'user.selectPage' : 'user.deselectPage' }),
        orderby: context.orderby,
        onSort: (orderby) => list.send({ type: 'user.sort', orderby }),
        canReadComments,
        onOpenEntry: (entryId) => setDrawer({ open: true, entryId }),
        empty: context.pagination ? t('labels.noEntries') : null,
      }}
      page={context.page}
      totalPages={context.pagination?.totalPages ?? 0}
      onPage={(page) => list.send({ type: 'user.goToPage', page })}
      spinner={spinner}
      failed={failed}
      onRetry={() => list.send({ type: 'user.retry' })}
      openEntries={openEntries}
      snackbar={snackbar}
      exportDialog={{
        open: exportDialogOpen,
        count: selectedCount,
        format: exportContext.format,
        onFormatChange: (format) => exporter.send({ type: 'user.selectFormat', format }),
        onConfirm: () => exporter.send({ type: 'user.confirmExport' }),
        onCancel: () => exporter.send({ type: 'user.cancelExport' }),
      }}
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
                if (!changed) return;
                list.send({ type: 'list.refresh' });
                logbook.drafts.send({ type: 'list.refresh' });
              }}
            />
          </EntryProviders>
        )
      }
    />
  );
}
