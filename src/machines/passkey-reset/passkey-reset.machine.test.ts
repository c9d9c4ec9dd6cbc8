import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { ApiCallError } from '../../api/api-failure';
import { createPasskeyReset, createPasskeyResetRequest } from '../../api/contract/accounts.contract';
import { passkeyResetFixtures, VALID_PASSKEY } from './passkey-reset.fixtures';
import { createPasskeyResetMachine, passkeyResetMachine } from './passkey-reset.machine';

const invariants: readonly ModelInvariant[] = [
  {
    name: 'busy exactly while one call is in flight',
    holds: (o) => tagged(o, 'busy') === (callsOf(o).length === 1),
  },
  {
    name: 'a finished reset or request has nothing in flight and accepts nothing',
    holds: (o) =>
      implies(tagged(o, 'resetDone') || tagged(o, 'requestSent'), noCall(o) && o.snapshot.status === 'done'),
  },
];

describeModel('passkey-reset machine (model-based)', {
  machine: passkeyResetMachine,
  inputs: passkeyResetFixtures.inputs,
  eventVariants: passkeyResetFixtures.eventVariants,
  now: Date.UTC(2026, 2, 2, 8, 0, 0),
  invariants,
});

const settle = (outcome: 'ok' | number) => {
  const call = vi.fn((_endpoint: unknown, _input: { signal?: AbortSignal }) =>
    outcome === 'ok'
      ? Promise.resolve(undefined)
      : Promise.reject(
          new ApiCallError({ _tag: 'HttpError', status: outcome, body: null, retryAfterSeconds: null }),
        ),
  );
  const actor = createActor(createPasskeyResetMachine(async () => ({ call: call as never })));
  actor.start();
  return { actor, call };
};

describe('passkey-reset machine (rules)', () => {
  it('requests a link with the trimmed name, origin telematics and the e-mail locale; 204 is success', async () => {
    const { actor, call } = settle('ok');
    actor.send({ type: 'user.requestReset', accountName: ' dispatcher ', emailLocale: 'en-GB' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('requestSent'));
    expect(call).toHaveBeenCalledWith(createPasskeyResetRequest, {
      body: { accountName: 'dispatcher', origin: 'telematics', emailLocale: 'en-GB' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });

  it('tells a 404 (request failed) from other failures and keeps the typed failure', async () => {
    const notFound = settle(404);
    notFound.actor.send({ type: 'user.requestReset', accountName: 'nobody', emailLocale: 'de-DE' });
    await waitFor(notFound.actor, (s) => s.hasTag('requestFailed'));
    expect(notFound.actor.getSnapshot().context.failure).toMatchObject({ _tag: 'HttpError', status: 404 });
    const broken = settle(503);
    broken.actor.send({ type: 'user.requestReset', accountName: 'x', emailLocale: 'de-DE' });
    await waitFor(broken.actor, (s) => s.hasTag('requestError'));
  });

  it('resets with the token only when the passkey keeps every rule and matches', async () => {
    const { actor, call } = settle('ok');
    actor.send({ type: 'user.resetPasskey', token: 't', newPasskey: 'weak', confirmation: 'weak' });
    actor.send({ type: 'user.resetPasskey', token: 't', newPasskey: VALID_PASSKEY, confirmation: 'other' });
    expect(call).not.toHaveBeenCalled();
    actor.send({
      type: 'user.resetPasskey',
      token: 't',
      newPasskey: VALID_PASSKEY,
      confirmation: VALID_PASSKEY,
    });
    await waitFor(actor, (s) => s.hasTag('resetDone'));
    expect(call).toHaveBeenCalledWith(createPasskeyReset, {
      body: { newPasskey: VALID_PASSKEY, resetAuthentificationToken: 't' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });

  it('fails the reset on any other answer, and allows another try', async () => {
    const { actor, call } = settle(400);
    const reset = {
      type: 'user.resetPasskey',
      token: 't',
      newPasskey: VALID_PASSKEY,
      confirmation: VALID_PASSKEY,
    } as const;
    actor.send(reset);
    await waitFor(actor, (s) => s.hasTag('resetFailed'));
    expect(actor.getSnapshot().can(reset)).toBe(true);
    actor.send(reset);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });

  it('cancels a running call when stopped', async () => {
    const call = vi.fn(
      (_endpoint: unknown, _input: { signal?: AbortSignal }) => new Promise<never>(() => {}),
    );
    const actor = createActor(createPasskeyResetMachine(async () => ({ call }))).start();
    actor.send({ type: 'user.requestReset', accountName: 'x', emailLocale: 'de-DE' });
    // The calls load with the first one (issue 28 §4): the request goes out a moment later.
    await vi.waitFor(() => expect(call).toHaveBeenCalledOnce());
    const signal = call.mock.calls[0]?.[1].signal;
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
