import type { Caller } from '../http/route';
import type { AccountsContext } from './accounts.context';
import { changeCredentials } from './credentials-update';

/** Changes the caller's passkey (see {@link changeCredentials}: throttled, other sessions revoked). */
export const updatePasskey = async (
  ctx: AccountsContext,
  caller: Caller,
  body: { readonly newPasskey: string; readonly oldPasskey: string },
): Promise<void> => {
  await changeCredentials(
    ctx,
    caller,
    { currentPasskey: body.oldPasskey, newPasskey: body.newPasskey },
    { currentPasskey: 'oldPasskey', newPasskey: 'newPasskey' },
  );
};
