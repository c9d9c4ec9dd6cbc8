import { useSelector } from '@xstate/react';
import type { SyncNoticeActor } from '../../../machines/logbook/sync/sync-notice.machine';
import { SyncNoticeSnackbar } from './sync-notice.view';

/** Shows the app-wide sync notice while its actor holds one. */
export function SyncNoticeScreen({ actor }: { readonly actor: SyncNoticeActor }) {
  const notice = useSelector(actor, (s) => s.context.notice);
  return (
    <SyncNoticeSnackbar notice={notice} onDismiss={() => actor.send({ type: 'user.dismissSnackbar' })} />
  );
}
