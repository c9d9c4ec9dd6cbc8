import type { Logger } from './logger';

/**
 * What an operator's security monitoring looks for (issue 34 §3). Each carries ids and names, never a
 * credential: no password, token, key, link or signature.
 */
export type SecurityEvent =
  | {
      readonly kind: 'login.failed';
      readonly accountName: string;
      /** Absent when no account has that name. */
      readonly accountId?: string;
      readonly clientAddress: string | null;
    }
  | {
      /** While the account name is locked: the password was not looked at. */
      readonly kind: 'login.refused';
      readonly accountName: string;
      readonly clientAddress: string | null;
    }
  | {
      /** The client address spent its budget of failed logins and reset requests (issue 34 §5). */
      readonly kind: 'address-budget.exceeded';
      readonly action: 'login' | 'password-reset';
      readonly accountName: string;
      readonly clientAddress: string | null;
    }
  | { readonly kind: 'account.locked'; readonly accountName: string; readonly lockSeconds: number }
  | {
      readonly kind: 'password-reset.requested';
      readonly accountName: string;
      readonly clientAddress: string | null;
    }
  | { readonly kind: 'password-reset.refused' }
  | { readonly kind: 'password-reset.completed'; readonly accountId: string }
  | {
      readonly kind: 'access.refused';
      readonly operation: string | undefined;
      readonly route: string | undefined;
      readonly accountId: string | undefined;
    }
  | {
      readonly kind: 'admin.change';
      readonly operation: string | undefined;
      readonly route: string | undefined;
      readonly accountId: string | undefined;
      readonly status: number;
    };

export type SecurityLog = (event: SecurityEvent) => void;

const MESSAGES: Record<SecurityEvent['kind'], string> = {
  'login.failed': 'Login failed',
  'login.refused': 'Login refused: the account name is locked',
  'address-budget.exceeded': 'Refused: too many failed attempts from this client address',
  'account.locked': 'Account name locked after repeated failed logins',
  'password-reset.requested': 'Password reset requested',
  'password-reset.refused': 'Password reset with an unknown, used or expired link',
  'password-reset.completed': 'Password set with a reset link',
  'access.refused': 'Access refused: the caller lacks the right',
  'admin.change': 'Administrative change',
};

/** Attempts and refusals are warnings; what went through is information. */
const WARNINGS = new Set<SecurityEvent['kind']>([
  'login.failed',
  'login.refused',
  'address-budget.exceeded',
  'account.locked',
  'password-reset.refused',
  'access.refused',
]);

/** Security events as log lines with `security: <kind>` and the event's fields. */
export const securityLogOf =
  (logger: Logger): SecurityLog =>
  ({ kind, ...fields }) => {
    const line = { security: kind, ...fields };
    if (WARNINGS.has(kind)) logger.warn(line, MESSAGES[kind]);
    else logger.info(line, MESSAGES[kind]);
  };
