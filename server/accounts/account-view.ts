import type { AnalyticsConsent, Language, Organisation } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { forbidden, unauthorized } from '../http/api-error';
import { findAccountById, organisationsOf, type AccountRow } from './account-store';

/** An account with its organisations and its settings resolved against them. */
export interface AccountView {
  readonly account: AccountRow;
  readonly organisations: readonly Organisation[];
  /** The language the user chose, if they ever did; the client then adopts it on every device. */
  readonly language: Language | undefined;
  /** The stored choice while the account is still a member there, else the first membership. */
  readonly activeOrganisationId: string | undefined;
  /** The answer to the analytics question, if the user gave one. */
  readonly analyticsConsent: AnalyticsConsent | undefined;
}

const storedField = (settings: unknown, name: string): unknown =>
  typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)[name] : undefined;

/** Loads the caller's account; a token of an account deleted meanwhile is no longer valid (401). */
export const loadAccountView = async (q: Queryable, accountId: string): Promise<AccountView> => {
  const account = await findAccountById(q, accountId);
  if (!account) throw unauthorized();
  const organisations = await organisationsOf(q, accountId);
  const language = storedField(account.settings, 'language');
  const active = storedField(account.settings, 'activeOrganisationId');
  const consent = storedField(account.settings, 'analyticsConsent');
  return {
    account,
    organisations,
    language: language === 'en-GB' || language === 'de-DE' ? language : undefined,
    activeOrganisationId: organisations.find((o) => o.id === active)?.id ?? organisations[0]?.id,
    analyticsConsent: consent === 'granted' || consent === 'denied' ? consent : undefined,
  };
};

/** Rights, the person account and the like need an organisation; an account without one gets 403. */
export const requireActiveOrganisation = (view: AccountView): string => {
  if (view.activeOrganisationId === undefined)
    throw forbidden('The account belongs to no organisation; ask an administrator to add it to one.');
  return view.activeOrganisationId;
};
