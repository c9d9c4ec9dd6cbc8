import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministrationMachines } from '../../machines/administration/administration-machines';
import { adminFailureText } from './admin-failure';
import { ProductionNotice } from './admin-console.view';
import type { LanguageFilesNotice } from './language-files.view';
import { LanguageFilesView } from './language-files.view';
import { TranslationsView } from './translations.view';
import { useAdminTable } from './use-admin-table';

/** The Site Translation tab: the texts (staged edits), deploying them, and restoring a backup. */
export function TranslationsTabScreen({
  machines,
  production,
}: {
  readonly machines: AdministrationMachines;
  readonly production: boolean;
}) {
  const { t } = useTranslation('administration');
  const table = useAdminTable(machines.translations, true);
  const files = useActorRef(machines.languageFiles);
  const backups = useSelector(files, (s) => s.context.backups);
  const backupsFailed = useSelector(files, (s) => s.hasTag('loadFailed'));
  const busy = useSelector(files, (s) => s.hasTag('deploying') || s.hasTag('restoring'));
  const outcome = useSelector(files, (s) => s.context.outcome);
  const publishedVersion = useSelector(files, (s) => s.context.publishedVersion);
  const { actor: tableActor } = table;
  // A deploy or restore that landed changes what the table shows (staged flags, texts).
  useEffect(() => {
    if (publishedVersion > 0) tableActor.send({ type: 'user.reload' });
  }, [publishedVersion, tableActor]);
  const notice: LanguageFilesNotice | null =
    outcome === null
      ? null
      : outcome.kind === 'deployed'
        ? { kind: 'deployed', count: outcome.deployment.deployed, file: outcome.deployment.backupFile }
        : outcome.kind === 'restored'
          ? { kind: 'restored' }
          : { kind: outcome.kind, reason: adminFailureText(t, outcome.failure) };
  return (
    <>
      {production && <ProductionNotice />}
      <LanguageFilesView
        readOnly={production}
        backups={backups}
        backupsFailed={backupsFailed}
        busy={busy}
        notice={notice}
        onDeploy={(sure) => files.send({ type: 'user.deploy', sure })}
        onRestore={(enable, fileName) => files.send({ type: 'user.restore', enable, fileName })}
        onDismiss={() => files.send({ type: 'user.dismissOutcome' })}
      />
      <TranslationsView
        {...table.props}
        readOnly={production}
        saving={table.saving}
        pendingKey={table.pending?.key ?? null}
        saveFailure={table.saveFailure}
        savedKey={table.savedKey}
        onSave={(key, change) => table.actor.send({ type: 'user.save', key, change })}
        onDismissFailure={() => table.actor.send({ type: 'user.dismissFailure' })}
      />
    </>
  );
}
