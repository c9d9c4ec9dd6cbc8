import type { AdminPermission, PortalEnvironment } from '../../api/contract';

/**
 * The console's tabs (spec 001 §2 Administration console, plus device keys, the railation directory
 * of issue 12, the webhooks of issue 27 §6 and the audit log).
 */
export const ADMIN_TABS = [
  'users',
  'translations',
  'otherSettings',
  'deviceKeys',
  'webhooks',
  'railation',
  'auditLog',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export interface AdminConsoleContext {
  /** The server's answer once the permission check passed; null before and when refused. */
  readonly role: string | null;
  readonly environment: PortalEnvironment | null;
  readonly tab: AdminTab;
  /** "Start Testing" was pressed on a non-production installation (the user tab's gate). */
  readonly testingAcknowledged: boolean;
  /** The failed check's error (a network failure, a 5xx): retry is offered. */
  readonly failure: unknown;
}

export type AdminConsoleEvent =
  | { readonly type: 'user.selectTab'; readonly tab: AdminTab }
  | { readonly type: 'user.startTesting' }
  | { readonly type: 'user.retry' };

export type AdminConsoleTag = 'checking' | 'allowed' | 'refused' | 'failed' | 'testingGate';

export type PermissionAnswer = AdminPermission;
