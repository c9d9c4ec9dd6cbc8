import type { Hono } from 'hono';
import { call } from '../test-support/http-client';

export const ADMIN = '/api/admin/v1';

/** 2026-03-02 09:00 in Berlin (the test clock's start). */
export const NOW = new Date('2026-03-02T08:00:00.000Z');

/** A valid set-user-interaction body: a message from now for three days, and a suggested refresh. */
export const interactionBody = (overrides: Record<string, unknown> = {}) => ({
  suggestReload: true,
  showMessage: true,
  msgIsDependent: false,
  isDisableDismissButton: false,
  message: { de: 'Neue Version mit Werkstattliste', en: 'New version with the workshop list' },
  start_date: '02-03-2026 09:00:00',
  end_date: '05-03-2026 09:00:00',
  ...overrides,
});

/** Calls an administration operation with an access token. */
export const adminCall =
  (app: () => Hono) => (method: string, path: string, accessToken: string, body?: unknown) =>
    call(app(), method, `${ADMIN}${path}`, { accessToken, ...(body === undefined ? {} : { body }) });
