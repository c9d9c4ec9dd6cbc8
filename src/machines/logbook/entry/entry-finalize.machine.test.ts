import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import { httpError } from '../../session/session.fixtures';
import type { SaveEntryRequest } from './entry.actors';
import { FIXTURE_CONFIRMATION, FIXTURE_NOW, FIXTURE_PASSKEY, entryFinalizeFixtures } from './entry.fixtures';
import { entryFinalizeMachine } from './entry-finalize.machine';
import type { ConfirmSignatureRequest, EntryFinalizeContext } from './entry-finalize.types';
import type { SignatureConfirmation } from '../../../api/contract/signature-confirmation.contract';
import type { EntrySaved, FinalizeEntryRequest } from './entry-gateway';
import type { AnyMachineSnapshot } from 'xstate';

const ctx = contextOf<EntryFinalizeContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'nothing is sent without a signature',
    holds: (o) => implies(!noCall(o), (ctx(o).signatureImage ?? '').length > 0),
  },
  {
    name: 'the finalisation is sent only after the save went through',
    holds: (o) => implies(callsOf(o, 'finalizeEntry').length > 0, ctx(o).onServer),
  },
  {
    name: 'the modal shows only while signing, never while submitting',
    holds: (o) => !(tagged(o, 'signing') && tagged(o, 'submitting')),
  },
  {
    name: 'the password of a signature by name is kept nowhere',
    holds: (o) => !JSON.stringify(ctx(o)).includes(FIXTURE_PASSKEY),
  },
  {
    name: 'a finalisation by name carries the confirmation the server gave',
    holds: (o) =>
      callsOf(o, 'finalizeEntry').every((call) => {
        const input = call.input as FinalizeEntryRequest;
        return ctx(o).typedSignature === null
          ? input.typedSignature === undefined
          : input.typedSignature?.confirmation === FIXTURE_CONFIRMATION;
      }),
  },
];

const serialize = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as EntryFinalizeContext;
  return JSON.stringify({ value: snapshot.value as unknown, onServer: c.onServer });
};

describeModel('entry finalize machine (model-based)', {
  machine: entryFinalizeMachine,
  inputs: entryFinalizeFixtures.inputs,
  eventVariants: entryFinalizeFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serialize,
});

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('entry finalize (rules)', () => {
  const run = (finalizeError?: unknown) => {
    const calls: string[] = [];
    const actor = createActor(
      entryFinalizeMachine.provide({
        actors: {
          saveEntry: fromPromise<EntrySaved, SaveEntryRequest>(async ({ input }) => {
            calls.push(`save:${input.mode}`);
            return { savedLocally: false };
          }),
          finalizeEntry: fromPromise<EntrySaved, FinalizeEntryRequest>(async ({ input }) => {
            calls.push(`finalize:${input.signatureImage}`);
            if (finalizeError) throw finalizeError;
            return { savedLocally: false };
          }),
        },
      }),
      { input: entryFinalizeFixtures.inputs.create },
    );
    actor.start();
    return { actor, calls };
  };

  it('saves (create), then finalises with the signature; the output says finalized', async () => {
    const { actor, calls } = run();
    actor.send({ type: 'user.toggleAgreement' });
    actor.send({ type: 'user.toggleConfirmation' });
    actor.send({ type: 'user.sign', signatureImage: 'QUJD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['save:create', 'finalize:QUJD']);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'finalized', savedLocally: false });
  });

  it('a failed finalisation after a good save says the entry is on the server', async () => {
    const { actor } = run(httpError(500));
    actor.send({ type: 'user.toggleAgreement' });
    actor.send({ type: 'user.toggleConfirmation' });
    actor.send({ type: 'user.sign', signatureImage: 'QUJD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'failed', onServer: true });
  });

  it('signing needs both ticks', () => {
    const { actor, calls } = run();
    actor.send({ type: 'user.toggleAgreement' });
    actor.send({ type: 'user.sign', signatureImage: 'QUJD' });
    actor.send({ type: 'user.toggleConfirmation' });
    actor.send({ type: 'user.toggleAgreement' });
    actor.send({ type: 'user.sign', signatureImage: 'QUJD' });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('signing')).toBe(true);
  });

  it('signs by typed name: the server confirms name and password, then save and finalise by name', async () => {
    const confirmed: string[] = [];
    const finalized: FinalizeEntryRequest[] = [];
    const actor = createActor(
      entryFinalizeMachine.provide({
        actors: {
          confirmSignature: fromPromise<SignatureConfirmation, ConfirmSignatureRequest>(async ({ input }) => {
            confirmed.push(`${input.fullName}/${input.passkey}`);
            if (input.passkey !== FIXTURE_PASSKEY) throw httpError(403);
            return {
              confirmation: FIXTURE_CONFIRMATION,
              fullName: input.fullName,
              confirmedAt: new Date(FIXTURE_NOW).toISOString(),
            };
          }),
          saveEntry: fromPromise<EntrySaved, SaveEntryRequest>(async () => ({ savedLocally: false })),
          finalizeEntry: fromPromise<EntrySaved, FinalizeEntryRequest>(async ({ input }) => {
            finalized.push(input);
            return { savedLocally: false };
          }),
        },
      }),
      { input: entryFinalizeFixtures.inputs.create },
    );
    actor.start();
    actor.send({ type: 'user.toggleAgreement' });
    actor.send({ type: 'user.toggleConfirmation' });
    actor.send({
      type: 'user.signByName',
      fullName: 'Lukas Wagner',
      passkey: 'wrong',
      signatureImage: 'TkFNRQ==',
    });
    await vi.advanceTimersByTimeAsync(0);
    // Refused: the modal stays with both ticks, and says why.
    expect(actor.getSnapshot().hasTag('nameRefused')).toBe(true);
    expect(actor.getSnapshot().hasTag('agreed') && actor.getSnapshot().hasTag('confirmed')).toBe(true);
    expect(actor.getSnapshot().context.nameFailure).toMatchObject({ status: 403 });
    actor.send({
      type: 'user.signByName',
      fullName: 'Lukas Wagner',
      passkey: FIXTURE_PASSKEY,
      signatureImage: 'TkFNRQ==',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(confirmed).toEqual(['Lukas Wagner/wrong', `Lukas Wagner/${FIXTURE_PASSKEY}`]);
    expect(finalized).toEqual([
      expect.objectContaining({
        signatureImage: 'TkFNRQ==',
        typedSignature: { confirmation: FIXTURE_CONFIRMATION },
      }),
    ]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'finalized', savedLocally: false });
  });

  it('cancelling sends nothing', () => {
    const { actor, calls } = run();
    actor.send({ type: 'user.cancelSignature' });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });
});
