import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { flushMicrotasks } from '../../../tests/model/replay-path';
import type { ApiClient } from '../../api/api-client';
import type { FaqList } from '../../api/contract';
import { FIXTURE_NOW } from '../railation/railation-directory.fixtures';
import {
  contentDocumentFixtures,
  FIXTURE_FAQ_DE,
  FIXTURE_FAQ_EN,
  FIXTURE_SUPPLIERS,
} from './content-document.fixtures';
import type { ContentDocumentContext } from './content-document.machine';
import { contentDocumentMachinesFor, faqMachine } from './content-documents';

const ctx = contextOf<ContentDocumentContext<FaqList>>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'a request asks for the current key',
    holds: (o) => callsOf(o, 'load').every((c) => (c.input as { key: string }).key === ctx(o).key),
  },
  { name: 'failed always says why', holds: (o) => implies(tagged(o, 'failed'), ctx(o).failure !== null) },
  {
    name: 'shown means a document and no failure',
    holds: (o) => implies(o.snapshot.matches('shown'), ctx(o).document !== null && ctx(o).failure === null),
  },
];

describeModel('content document machine (model-based)', {
  machine: faqMachine,
  inputs: contentDocumentFixtures.inputs,
  eventVariants: contentDocumentFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  onCoverage: (report) =>
    console.info(
      `content-document coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

describe('the FAQ and the supplier list', () => {
  const recording = () => {
    const calls: { operationId: string; input: unknown }[] = [];
    const client: ApiClient = {
      call: (endpoint, input) => {
        calls.push({ operationId: endpoint.operationId, input });
        const query = (input as { query?: { lang?: string } }).query;
        return Promise.resolve(
          (endpoint.operationId === 'getSuppliers'
            ? FIXTURE_SUPPLIERS
            : query?.lang === 'en'
              ? FIXTURE_FAQ_EN
              : FIXTURE_FAQ_DE) as never,
        );
      },
    };
    return { calls, machines: contentDocumentMachinesFor({ api: client, getAccessToken: () => 'at-1' }) };
  };

  it('reads the FAQ in the page language and again when the language changes', async () => {
    const { calls, machines } = recording();
    const actor = createActor(machines.faq, { input: { key: 'de-DE' } }).start();
    await flushMicrotasks();
    expect(actor.getSnapshot().context.document?.items[0]?.title).toBe('Wie melde ich einen Mangel?');
    actor.send({ type: 'key.changed', key: 'en-GB' });
    expect(actor.getSnapshot().context.document).toBe(FIXTURE_FAQ_DE);
    await flushMicrotasks();
    expect(actor.getSnapshot().context.document?.items[0]?.title).toBe('How do I report a defect?');
    expect(calls.map((c) => (c.input as { query: unknown }).query)).toEqual([{ lang: 'de' }, { lang: 'en' }]);
  });

  it('reads the supplier list with the access token and retries after a failure', async () => {
    let fail = true;
    const actor = createActor(
      faqMachine.provide({
        actors: {
          load: fromPromise(() => {
            if (fail) return Promise.reject(new Error('offline'));
            return Promise.resolve(FIXTURE_FAQ_DE);
          }),
        },
      }),
      { input: { key: 'de-DE' } },
    ).start();
    await flushMicrotasks();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    fail = false;
    actor.send({ type: 'user.retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('shown');

    const { calls, machines } = recording();
    const suppliers = createActor(machines.suppliers, { input: { key: '' } }).start();
    await flushMicrotasks();
    expect(suppliers.getSnapshot().context.document?.items).toHaveLength(3);
    expect(calls[0]).toMatchObject({ operationId: 'getSuppliers', input: { accessToken: 'at-1' } });
  });
});
