import {
  WEBHOOK_LIMITS,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
} from '../../src/api/contract';
import { resolveCallerScope } from '../accounts/caller-scope';
import { requireAdministrator, type Administrator } from '../admin/admin-access';
import { writeAudit } from '../admin/audit-log';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { refusalOfUrl } from './webhook-address';
import { DELIVERY_COLUMNS, deliveryOf, enqueueTestMessage, WEBHOOK_CHANNEL } from './webhook-outbox';
import { newWebhookSecret } from './webhook-signature';

export interface WebhooksDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** Whether URLs on loopback and private networks may be registered (WEBHOOKS_ALLOW_PRIVATE). */
  readonly allowPrivate: boolean;
}

interface EndpointRow {
  readonly id: number;
  readonly url: string;
  readonly description: string;
  readonly secret: string;
  readonly types: string[];
  readonly vehicle_ids: number[] | null;
  readonly enabled: boolean;
  readonly created_ms: number;
  readonly updated_ms: number;
  readonly pending: string | number;
  readonly failed: string | number;
}

const ENDPOINT_COLUMNS = `w.id, w.url, w.description, w.secret, w.types, w.vehicle_ids, w.enabled,
  (extract(epoch FROM w.created_at) * 1000)::float8 AS created_ms,
  (extract(epoch FROM w.updated_at) * 1000)::float8 AS updated_ms,
  (SELECT count(*) FROM webhook_deliveries d WHERE d.endpoint_id = w.id AND d.status = 'pending') AS pending,
  (SELECT count(*) FROM webhook_deliveries d WHERE d.endpoint_id = w.id AND d.status = 'failed') AS failed`;

const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  types: row.types as unknown as WebhookEndpoint['types'],
  vehicleIds: row.vehicle_ids,
  enabled: row.enabled,
  secretHint: row.secret.slice(-4),
  createdAt: new Date(Math.round(row.created_ms)).toISOString(),
  updatedAt: new Date(Math.round(row.updated_ms)).toISOString(),
  pending: Number(row.pending),
  failed: Number(row.failed),
});

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (e: WebhookEndpoint) => ({
  url: e.url,
  description: e.description,
  types: e.types,
  vehicleIds: e.vehicleIds,
  enabled: e.enabled,
  secretHint: e.secretHint,
});

const invalid = (field: string, message: string) => new ApiError(400, 'invalid_request', message, { field });

/**
 * The console's webhooks section: endpoints of the organisation the administrator works in (its
 * active one), their deliveries, a test event and a retry. Changes are audited without the secret.
 */
export const createWebhooksService = (deps: WebhooksDeps) => {
  const { db } = deps;

  const adminIn = async (caller: Caller): Promise<{ admin: Administrator; organisationId: string }> => {
    const admin = await requireAdministrator(db, caller);
    const scope = caller.scope ? caller.scope() : await resolveCallerScope(db, caller.accountId);
    return { admin, organisationId: scope.organisationId };
  };

  const read = async (q: Queryable, organisationId: string, id: number | null): Promise<EndpointRow[]> =>
    q.query<EndpointRow>(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints w
       WHERE w.organisation_id = $1 AND ($2::int IS NULL OR w.id = $2::int) ORDER BY w.id`,
      [organisationId, id],
    );

  const readOne = async (q: Queryable, organisationId: string, id: number): Promise<EndpointRow> => {
    const [row] = await read(q, organisationId, id);
    if (!row) throw notFound('Webhook endpoint');
    return row;
  };

  /** Checks what the schema cannot: the URL's host, repeated types, vehicles of the organisation. */
  const check = async (q: Queryable, organisationId: string, body: WebhookEndpointBody): Promise<void> => {
    const refusal = await refusalOfUrl(body.url, deps.allowPrivate);
    if (refusal) throw invalid('url', refusal);
    const seenType = body.types.findIndex((t, i) => body.types.indexOf(t) !== i);
    if (seenType >= 0) throw invalid(`types.${seenType}`, `The type ${body.types[seenType]} is named twice.`);
    const vehicles = body.vehicleIds ?? null;
    if (vehicles === null) return;
    const seen = vehicles.findIndex((v, i) => vehicles.indexOf(v) !== i);
    if (seen >= 0) throw invalid(`vehicleIds.${seen}`, `The vehicle ${vehicles[seen]} is named twice.`);
    const known = new Set(
      (
        await q.query<{ id: number }>(
          'SELECT id FROM vehicles WHERE organisation_id = $1 AND id = ANY ($2::int[])',
          [organisationId, vehicles],
        )
      ).map((r) => r.id),
    );
    const unknown = vehicles.findIndex((v) => !known.has(v));
    if (unknown >= 0)
      throw invalid(`vehicleIds.${unknown}`, `The organisation has no vehicle ${vehicles[unknown]}.`);
  };

  return {
    async list(caller: Caller): Promise<WebhookEndpointList> {
      const { organisationId } = await adminIn(caller);
      return { items: (await read(db, organisationId, null)).map(endpointOf) };
    },

    async create(caller: Caller, body: WebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
      const { admin, organisationId } = await adminIn(caller);
      await check(db, organisationId, body);
      const secret = body.secret ?? newWebhookSecret();
      const at = deps.clock.now();
      return db.transaction(async (tx) => {
        // One organisation's registrations in turn, so the limit holds with two at once.
        await tx.query('SELECT pg_advisory_xact_lock(1000027, hashtext($1))', [organisationId]);
        const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM webhook_endpoints WHERE organisation_id = $1',
          [organisationId],
        );
        if (n >= WEBHOOK_LIMITS.maxEndpoints) {
          throw new ApiError(
            409,
            'conflict',
            `An organisation has at most ${WEBHOOK_LIMITS.maxEndpoints} endpoints.`,
            {
              field: 'url',
            },
          );
        }
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO webhook_endpoints (organisation_id, url, description, secret, types, vehicle_ids, enabled, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5::text[], $6::int[], $7, $8, $8) RETURNING id`,
          [
            organisationId,
            body.url,
            body.description ?? '',
            secret,
            body.types,
            body.vehicleIds ?? null,
            body.enabled ?? true,
            at.toISOString(),
          ],
        );
        if (!created) throw new Error('The webhook endpoint was not stored.');
        const endpoint = endpointOf(await readOne(tx, organisationId, created.id));
        await writeAudit(tx, admin, at, {
          action: 'createWebhook',
          target: endpoint.url,
          before: null,
          after: audited(endpoint),
        });
        return { ...endpoint, secret };
      });
    },

    async update(caller: Caller, id: number, body: WebhookEndpointBody): Promise<WebhookEndpoint> {
      const { admin, organisationId } = await adminIn(caller);
      await readOne(db, organisationId, id);
      await check(db, organisationId, body);
      const at = deps.clock.now();
      return db.transaction(async (tx) => {
        const before = endpointOf(await readOne(tx, organisationId, id));
        await tx.query(
          `UPDATE webhook_endpoints SET url = $2, description = $3, secret = coalesce($4, secret),
             types = $5::text[], vehicle_ids = $6::int[], enabled = $7, updated_at = $8
           WHERE id = $1`,
          [
            id,
            body.url,
            body.description ?? '',
            body.secret ?? null,
            body.types,
            body.vehicleIds ?? null,
            body.enabled ?? true,
            at.toISOString(),
          ],
        );
        const after = endpointOf(await readOne(tx, organisationId, id));
        await writeAudit(tx, admin, at, {
          action: 'updateWebhook',
          target: after.url,
          before: audited(before),
          after: audited(after),
        });
        // Enabled again: its waiting messages are due.
        if (!before.enabled && after.enabled) await tx.query(`SELECT pg_notify('${WEBHOOK_CHANNEL}', '')`);
        return after;
      });
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const { admin, organisationId } = await adminIn(caller);
      const at = deps.clock.now();
      await db.transaction(async (tx) => {
        const before = endpointOf(await readOne(tx, organisationId, id));
        await tx.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
        await writeAudit(tx, admin, at, {
          action: 'deleteWebhook',
          target: before.url,
          before: audited(before),
          after: null,
        });
      });
    },

    async deliveries(
      caller: Caller,
      id: number,
      query: WebhookDeliveriesQuery,
    ): Promise<WebhookDeliveryPage> {
      const { organisationId } = await adminIn(caller);
      await readOne(db, organisationId, id);
      const top = query.top ?? WEBHOOK_LIMITS.defaultTop;
      const rows = await db.query<Parameters<typeof deliveryOf>[0] & { total: string | number }>(
        `SELECT ${DELIVERY_COLUMNS}, count(*) OVER () AS total FROM webhook_deliveries d
         WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
        [id, top, query.skip ?? 0],
      );
      const totalCount =
        rows[0] !== undefined
          ? Number(rows[0].total)
          : Number(
              (
                await db.query<{ n: number }>(
                  'SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1',
                  [id],
                )
              )[0]?.n ?? 0,
            );
      return { items: rows.map(deliveryOf), totalCount };
    },

    async test(caller: Caller, id: number): Promise<WebhookDelivery> {
      const { organisationId } = await adminIn(caller);
      await readOne(db, organisationId, id);
      return enqueueTestMessage(db, id, organisationId, deps.clock.now());
    },

    async retry(caller: Caller, id: number, deliveryId: number): Promise<WebhookDelivery> {
      const { organisationId } = await adminIn(caller);
      await readOne(db, organisationId, id);
      const now = deps.clock.now().toISOString();
      const [row] = await db.query<Parameters<typeof deliveryOf>[0]>(
        `WITH d AS (
           UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = $3, leased_until = NULL
           WHERE id = $2 AND endpoint_id = $1 AND status = 'failed' RETURNING *),
         signal AS (SELECT pg_notify('${WEBHOOK_CHANNEL}', '') FROM d)
         SELECT ${DELIVERY_COLUMNS} FROM d LEFT JOIN signal ON true`,
        [id, deliveryId, now],
      );
      if (row) return deliveryOf(row);
      const [exists] = await db.query('SELECT 1 FROM webhook_deliveries WHERE id = $2 AND endpoint_id = $1', [
        id,
        deliveryId,
      ]);
      if (!exists) throw notFound('Delivery');
      throw new ApiError(409, 'conflict', 'Only a delivery that was given up can be sent again.', {
        field: 'deliveryId',
      });
    },
  };
};

export type WebhooksService = ReturnType<typeof createWebhooksService>;
