import { Arbitrary, Either, FastCheck as fc, Schema } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { decodeClientConfig, fetchClientConfig } from './client-config';
import { ClientConfig, getClientConfig } from './contract/app-config.contract';

/**
 * The login page decodes the site configuration without the contract's Schema (client-config.ts):
 * here the light decoder is held to the Schema's verdict and value, on generated answers and on
 * those answers broken at one place.
 */

const SEED = 20_260_528;
const schemaDecode = Schema.decodeUnknownEither(ClientConfig);
/** What the Schema makes of an answer: the value, or null when it refuses it. */
const bySchema = (answer: unknown) => Either.getOrNull(schemaDecode(answer));

/** Valid answers as they come over the wire (JSON). */
const answers = Arbitrary.make(ClientConfig).map(
  (config) => JSON.parse(JSON.stringify(Schema.encodeSync(ClientConfig)(config))) as unknown,
);

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Every place in an answer (object keys and array items), as paths. */
const pathsOf = (value: Json, path: readonly (string | number)[] = []): (readonly (string | number)[])[] => {
  if (value === null || typeof value !== 'object') return [path];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item: Json, index) => [index, item])
    : Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => pathsOf(item, [...path, key]))];
};

/** The answer with the value at `path` replaced (or the key removed, `replacement` undefined). */
const changedAt = (
  value: Json,
  path: readonly (string | number)[],
  replacement: Json | undefined,
): unknown => {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value))
    return value.map((item: Json, index) => (index === key ? changedAt(item, rest, replacement) : item));
  const copy: Record<string, unknown> = { ...value };
  if (rest.length === 0 && replacement === undefined) delete copy[key];
  else copy[key] = changedAt((value as Record<string, Json>)[key] ?? null, rest, replacement);
  return copy;
};

describe('the site configuration read without the Schema', () => {
  it('gives what the Schema gives for every valid answer', () => {
    fc.assert(
      fc.property(answers, (answer) => {
        expect(decodeClientConfig(answer)).toEqual(bySchema(answer));
        expect(decodeClientConfig(answer)).not.toBeNull();
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('refuses what the Schema refuses, and agrees on the rest, for answers changed at one place', () => {
    const broken = fc
      .tuple(answers, fc.nat(), fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }))
      .map(([answer, at, replacement]) => {
        const paths = pathsOf(answer as Json);
        return changedAt(answer as Json, paths[at % paths.length] ?? [], replacement as Json | undefined);
      });
    const verdicts = { refused: 0, accepted: 0 };
    fc.assert(
      fc.property(broken, (answer) => {
        const expected = bySchema(answer);
        expect(decodeClientConfig(answer)).toEqual(expected);
        verdicts[expected === null ? 'refused' : 'accepted'] += 1;
      }),
      { seed: SEED, numRuns: 400 },
    );
    // Both verdicts occur: a change of a string to a string passes, most others do not.
    expect(verdicts.refused).toBeGreaterThan(100);
    expect(verdicts.accepted).toBeGreaterThan(10);
  });

  it('leaves out fields the contract does not name, as the Schema does', () => {
    const [answer] = fc.sample(answers, { seed: SEED, numRuns: 1 });
    const extended = { ...(answer as object), unknownSetting: true };
    expect(decodeClientConfig(extended)).toEqual(bySchema(extended));
    expect(decodeClientConfig(extended)).not.toHaveProperty('unknownSetting');
  });

  it('is fetched from the endpoint’s path, tells the server clock, and rejects a broken answer', async () => {
    const [answer] = fc.sample(answers, { seed: SEED, numRuns: 1 });
    const onAnswer = vi.fn();
    const fetch = vi.fn(async (url: string | URL | Request) =>
      url === getClientConfig.path
        ? new Response(JSON.stringify(answer), { headers: { date: 'Thu, 28 May 2026 08:00:00 GMT' } })
        : new Response('{}', { status: 404 }),
    );
    await expect(fetchClientConfig({ fetch, onAnswer })).resolves.toEqual(bySchema(answer));
    expect(onAnswer).toHaveBeenCalledWith(
      'Thu, 28 May 2026 08:00:00 GMT',
      expect.any(Number),
      expect.any(Number),
    );
    const broken = vi.fn(async () => new Response(JSON.stringify({ version: 1 })));
    await expect(fetchClientConfig({ fetch: broken })).rejects.toThrow('does not match the contract');
    const missing = vi.fn(async () => new Response('gone', { status: 503 }));
    await expect(fetchClientConfig({ fetch: missing })).rejects.toThrow('answered 503');
  });
});
