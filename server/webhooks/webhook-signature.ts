import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PATTERN } from '../../src/api/contract';

/**
 * Signing as the Standard Webhooks specification describes it
 * (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md): the
 * signed content is `<webhook-id>.<webhook-timestamp>.<body>`, the key is the base64 part of the
 * `whsec_` secret, the signature HMAC-SHA256 in base64 with the version prefix `v1,`.
 */

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes. */
export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** The key bytes of a secret in the `whsec_` form; null when it is not one. */
export const webhookSecretKey = (secret: string): Buffer | null => {
  if (!WEBHOOK_SECRET_PATTERN.test(secret)) return null;
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  return key.length >= 24 && key.length <= 64 ? key : null;
};

/** The `webhook-signature` header's value for one attempt. */
export const signWebhook = (
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string => {
  const key = webhookSecretKey(secret);
  if (!key) throw new Error('Not a Standard Webhooks secret.');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
};

/** The three headers of one attempt; the timestamp is the attempt's, so every retry is signed anew. */
export const webhookHeaders = (
  secret: string,
  messageId: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> => {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, messageId, timestamp, body),
  };
};
