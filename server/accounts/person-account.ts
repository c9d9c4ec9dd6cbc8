import type { AccountAccessRightsResponse, PersonAccount } from '../../src/api/contract';
import type { Caller } from '../http/route';
import type { AccountsContext } from './accounts.context';
import { loadAccountView, requireActiveOrganisation } from './account-view';
import { avatarSignatureOf } from './avatar';
import { noRights, rightsByOrganisation } from './rights';

export const getPersonAccount = async (ctx: AccountsContext, caller: Caller): Promise<PersonAccount> => {
  const view = await loadAccountView(ctx.db, caller.accountId);
  const { account } = view;
  return {
    accountId: account.id,
    oldLoginId: account.old_login_id,
    accountName: account.account_name,
    firstName: account.first_name,
    lastName: account.last_name,
    email: account.email,
    displayName: account.display_name,
    isDemoUser: account.role === 'demo',
    role: account.role,
    organisations: view.organisations,
    activeOrganisationId: requireActiveOrganisation(view),
    avatarImageUrlSignature: await avatarSignatureOf(ctx, account),
  };
};

export const getAccountAccessRights = async (
  ctx: AccountsContext,
  caller: Caller,
): Promise<AccountAccessRightsResponse> => {
  const view = await loadAccountView(ctx.db, caller.accountId);
  const activeOrganisationId = requireActiveOrganisation(view);
  const byOrganisation = await rightsByOrganisation(ctx.db, caller.accountId);
  return {
    activeOrganisationId,
    accessRights: byOrganisation[activeOrganisationId] ?? noRights(),
    accessRightsByOrganisation: byOrganisation,
  };
};
