import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/contract';
import { withNotificationStream } from '../notifications/notification-stream.openapi';
import { openApiDocument } from './openapi';

// As the app serves it at /api/openapi.json: the contract's operations plus the live notification stream.
const document = () => withNotificationStream(openApiDocument(allEndpoints, '1.1.8'));

const CONFIG_PATH = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

/**
 * Lints `doc` with Redocly's engine (@redocly/openapi-core, the one @redocly/cli runs) under the
 * project's redocly.yaml, or under the bare `recommended` ruleset. The config is read as text
 * (createConfig) rather than found (loadConfig), which would also read a Redocly login of the machine.
 */
const lint = async (doc: unknown, config: 'project' | 'recommended'): Promise<NormalizedProblem[]> => {
  const raw = config === 'project' ? await readFile(CONFIG_PATH, 'utf8') : { extends: ['recommended'] };
  return lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: '/api/openapi.json',
    config: await createConfig(raw, config === 'project' ? { configPath: CONFIG_PATH } : {}),
  });
};

const summary = (problems: NormalizedProblem[]) =>
  problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);

describe('the published OpenAPI document under Redocly’s lint', () => {
  it('has no error and no warning under the recommended ruleset as redocly.yaml configures it', async () => {
    expect(summary(await lint(document(), 'project'))).toEqual([]);
  });

  it('is held back by redocly.yaml only on the two trailing-slash paths the specification fixes', async () => {
    const findings = (await lint(document(), 'recommended')).map((p) => ({
      rule: p.ruleId,
      severity: p.severity,
      at: p.location[0]?.pointer,
    }));
    expect(findings).toEqual([
      {
        rule: 'no-path-trailing-slash',
        severity: 'error',
        at: '#/paths/~1wp-json~1fvm~1v1~1notification~1',
      },
      { rule: 'no-path-trailing-slash', severity: 'error', at: '#/paths/~1wp-json~1fvm~1v1~1locomotive~1' },
    ]);
  });

  it('finds what the rules are for: a document without servers or licence and with an unused component', async () => {
    const doc = document();
    const { license: _license, ...info } = doc['info'] as Record<string, unknown>;
    const components = doc['components'] as { schemas: Record<string, unknown> };
    const broken = {
      ...doc,
      info,
      servers: undefined,
      components: { ...components, schemas: { ...components.schemas, Orphan: { type: 'string' } } },
    };
    const rules = (await lint(broken, 'project')).map((p) => p.ruleId);
    expect(rules).toEqual(
      expect.arrayContaining(['no-empty-servers', 'info-license', 'no-unused-components']),
    );
  });
});
