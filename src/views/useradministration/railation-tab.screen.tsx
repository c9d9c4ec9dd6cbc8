import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministrationMachines } from '../../machines/administration/administration-machines';
import { adminApiFailureText } from './admin-failure';
import { RailationAdminView } from './railation-admin.view';
import type { RailationImportNotice } from './railation-import.view';
import { useAdminTable } from './use-admin-table';

/** The Railation tab: importing a file, and the directory's places (removed one at a time). */
export function RailationTabScreen({ machines }: { readonly machines: AdministrationMachines }) {
  const { t } = useTranslation('administration');
  const table = useAdminTable(machines.railationPlaces, true);
  const importer = useActorRef(machines.railationImport);
  const importing = useSelector(importer, (s) => s.hasTag('importing'));
  const result = useSelector(importer, (s) => s.context.result);
  const failure = useSelector(importer, (s) => s.context.failure);
  const { actor: tableActor } = table;
  // An import that landed changes the directory the table shows.
  useEffect(() => {
    if (result !== null) tableActor.send({ type: 'user.reload' });
  }, [result, tableActor]);
  const notice: RailationImportNotice | null =
    result !== null
      ? { kind: 'imported', created: result.created, replaced: result.replaced }
      : failure !== null
        ? {
            kind: 'failed',
            reason: adminApiFailureText(t, failure),
            issues: (failure._tag === 'HttpError' ? failure.body?.issues : undefined) ?? [],
          }
        : null;
  return (
    <RailationAdminView
      {...table.props}
      importing={importing}
      notice={notice}
      onImport={(request) => importer.send({ type: 'user.import', ...request })}
      onDismiss={() => importer.send({ type: 'user.dismiss' })}
      saving={table.saving}
      pendingKey={table.pending?.key ?? null}
      saveFailure={table.saveFailure}
      onDelete={(placeId) =>
        table.actor.send({ type: 'user.save', key: placeId, change: { action: 'delete' } })
      }
    />
  );
}
