import { useSelector } from '@xstate/react';
import type { ConnectionErrorActor } from '../app-services';
import { ConnectionErrorSnackbar } from './connection-error-snackbar.view';

/** Shows the 'Connection Error' snackbar while the app-wide connection-error actor says so. */
export function ConnectionErrorSnackbarScreen({ actor }: { readonly actor: ConnectionErrorActor }) {
  const open = useSelector(actor, (s) => s.hasTag('visible'));
  return (
    <ConnectionErrorSnackbar open={open} onDismiss={() => actor.send({ type: 'user.dismissSnackbar' })} />
  );
}
