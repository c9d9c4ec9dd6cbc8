import type { AccountSettings } from '../../src/api/contract';
import { forbidden } from '../http/api-error';
import type { Caller } from '../http/route';
import type { AccountsContext } from './accounts.context';
import { loadAccountView, type AccountView } from './account-view';

/** Only what was chosen: without a stored language the client keeps (and saves) the one in use. */
const settingsOf = (view: AccountView): AccountSettings => ({
  ...(view.language === undefined ? {} : { language: view.language }),
  ...(view.activeOrganisationId === undefined ? {} : { activeOrganisationId: view.activeOrganisationId }),
  ...(view.analyticsConsent === undefined ? {} : { analyticsConsent: view.analyticsConsent }),
});

export const getAccountSettings = async (ctx: AccountsContext, caller: Caller) => ({
  settings: settingsOf(await loadAccountView(ctx.db, caller.accountId)),
});

/**
 * Merges the given settings into the stored ones. Switching to an organisation the account does not
 * belong to is refused before anything is written, and so is an analytics answer for the demo
 * account: it is shared, so nobody can agree for everyone who uses it.
 */
export const updateAccountSettings = async (
  ctx: AccountsContext,
  caller: Caller,
  settings: AccountSettings,
) =>
  ctx.db.transaction(async (tx) => {
    const view = await loadAccountView(tx, caller.accountId);
    const wanted = settings.activeOrganisationId;
    if (wanted !== undefined && !view.organisations.some((o) => o.id === wanted)) {
      throw forbidden('The account is not a member of that organisation.', 'settings.activeOrganisationId');
    }
    if (settings.analyticsConsent !== undefined && view.account.role === 'demo') {
      throw forbidden(
        'The demo account is shared: nobody can answer the analytics question for it.',
        'settings.analyticsConsent',
      );
    }
    const patch = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
    // `::text::jsonb`: PGlite would JSON-encode a string parameter typed jsonb a second time.
    await tx.query('UPDATE accounts SET settings = settings || $2::text::jsonb WHERE id = $1', [
      caller.accountId,
      JSON.stringify(patch),
    ]);
    return { settings: settingsOf(await loadAccountView(tx, caller.accountId)) };
  });
