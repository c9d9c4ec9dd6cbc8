import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministrationMachines } from '../../machines/administration/administration-machines';
import {
  editorErrors,
  type RailationPlaceEditorActor,
} from '../../machines/administration/railation-place-editor.machine';
import { adminApiFailureText } from './admin-failure';
import { RailationAdminView } from './railation-admin.view';
import type { RailationImportNotice } from './railation-import.view';
import { RailationPlaceEditorView, type RailationPlaceEditorStatus } from './railation-place-editor.view';
import { useAdminTable } from './use-admin-table';

const STATUSES: readonly RailationPlaceEditorStatus[] = ['loading', 'loadFailed', 'editing', 'saving'];

/** The place editor's dialog, bound to its machine. */
function RailationPlaceEditorScreen({ editor }: { readonly editor: RailationPlaceEditorActor }) {
  const { t } = useTranslation('administration');
  const status = useSelector(editor, (s) => STATUSES.find((tag) => s.hasTag(tag)) ?? 'closed');
  const context = useSelector(editor, (s) => s.context);
  return (
    <RailationPlaceEditorView
      status={status}
      isNew={context.placeId === null}
      draft={context.draft}
      errors={editorErrors(context)}
      loadFailure={context.loadFailure === null ? null : adminApiFailureText(t, context.loadFailure)}
      saveFailure={context.saveFailure === null ? null : adminApiFailureText(t, context.saveFailure)}
      onChange={(field, value) => editor.send({ type: 'user.change', field, value })}
      onToggleCategory={(id) => editor.send({ type: 'user.toggleCategory', id })}
      onSave={() => editor.send({ type: 'user.save' })}
      onCancel={() => editor.send({ type: 'user.cancel' })}
      onRetry={() => editor.send({ type: 'user.retry' })}
    />
  );
}

/** The Railation tab: importing a file, and the directory's places (added, changed, removed one at a time). */
export function RailationTabScreen({ machines }: { readonly machines: AdministrationMachines }) {
  const { t } = useTranslation('administration');
  const table = useAdminTable(machines.railationPlaces, true);
  const importer = useActorRef(machines.railationImport);
  const importing = useSelector(importer, (s) => s.hasTag('importing'));
  const result = useSelector(importer, (s) => s.context.result);
  const failure = useSelector(importer, (s) => s.context.failure);
  const editor = useActorRef(machines.railationPlaceEditor);
  const saved = useSelector(editor, (s) => s.context.saved);
  const { actor: tableActor } = table;
  // An import or a saved place changes the directory the table shows.
  useEffect(() => {
    if (result !== null) tableActor.send({ type: 'user.reload' });
  }, [result, tableActor]);
  useEffect(() => {
    if (saved !== null) tableActor.send({ type: 'user.reload' });
  }, [saved, tableActor]);
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
    <>
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
        onAdd={() => editor.send({ type: 'user.create' })}
        onEdit={(placeId) => editor.send({ type: 'user.edit', placeId })}
      />
      <RailationPlaceEditorScreen editor={editor} />
    </>
  );
}
