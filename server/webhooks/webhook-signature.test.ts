import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, webhookHeaders, webhookSecretKey } from './webhook-signature';

describe('webhook signatures (Standard Webhooks)', () => {
  it('reproduces the test vector of the Standard Webhooks reference libraries', () => {
    // standard-webhooks/standard-webhooks: "sign function works" in libraries/javascript/src/webhook.test.ts,
    // and the other libraries' sign tests (also Svix's). The specification publishes no vector.
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs what the reference library verifies, and nothing changed on the way', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({
      type: 'webhook.test',
      timestamp: new Date().toISOString(),
      data: { ü: 'ß' },
    });
    const headers = webhookHeaders(secret, 'msg_1', new Date(), body);
    const receiver = new Webhook(secret);
    expect(receiver.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => receiver.verify(body.replace('test', 'tost'), headers)).toThrow();
    expect(() => receiver.verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    // A retry an hour later is signed with its own timestamp, which the receiver checks.
    const late = webhookHeaders(secret, 'msg_1', new Date(Date.now() - 3_600_000), body);
    expect(() => receiver.verify(body, late)).toThrow(/too old/i);
  });

  it('makes secrets of 32 random bytes and refuses what is not one', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookSecretKey(a)?.length).toBe(32);
    expect(newWebhookSecret()).not.toBe(a);
    for (const bad of [
      'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'whsec_short',
      'whsec_' + 'A'.repeat(100),
      'whsec_ä' + 'A'.repeat(40),
    ]) {
      expect(webhookSecretKey(bad), bad).toBeNull();
    }
    expect(() => signWebhook('whsec_short', 'msg', 1, '{}')).toThrow();
  });
});
