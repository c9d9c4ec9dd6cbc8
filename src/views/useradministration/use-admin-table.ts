import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTableMachine } from '../../machines/administration/admin-table.machine';
import { adminFailureText } from './admin-failure';
import type { AdminTableViewProps } from './admin-table.view';

type BoundProps<Item> = Omit<AdminTableViewProps<Item>, 'label' | 'testId' | 'columns' | 'keyOf'>;

/**
 * Runs a table machine for a tab and binds it to {@link AdminTableView}'s paging props; the tab adds
 * its columns. `withSearch` adds the search field (the machine waits 0.3 s after the last key).
 */
export const useAdminTable = <Item, Change>(
  machine: AdminTableMachine<Item, Change>,
  withSearch: boolean,
) => {
  const { t } = useTranslation('administration');
  const actor = useActorRef(machine);
  const [search, setSearch] = useState('');
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const props: BoundProps<Item> = {
    items: context.items,
    page: context.page,
    pageSize: context.pageSize,
    totalCount: context.totalCount,
    loading: snapshot.hasTag('loading'),
    loadFailure: snapshot.hasTag('loadFailed') ? adminFailureText(t, context.loadFailure) : null,
    held: snapshot.hasTag('saving'),
    onPage: (page) => actor.send({ type: 'user.goToPage', page }),
    onPageSize: (pageSize) => actor.send({ type: 'user.setPageSize', pageSize }),
    onRetry: () => actor.send({ type: 'user.reload' }),
    ...(withSearch
      ? {
          search: {
            value: search,
            onChange: (value: string) => {
              setSearch(value);
              actor.send({ type: 'user.search', search: value });
            },
          },
        }
      : {}),
  };
  const saveFailure = snapshot.hasTag('saveFailed') ? adminFailureText(t, context.saveFailure) : null;
  return {
    actor,
    props,
    /** The change being saved or the one that failed (its row shows the outcome). */
    pending: context.pending,
    saving: snapshot.hasTag('saving'),
    saveFailure,
    savedKey: snapshot.hasTag('saved') ? context.savedKey : null,
  };
};
