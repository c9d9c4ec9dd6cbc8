import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { keepConnectionsAlive } from './keep-alive';

describe('keep-alive', () => {
  it('keeps idle connections 65 s, with the header timeout above it', () => {
    const server = createServer();
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('leaves other servers alone', () => {
    expect(() => keepConnectionsAlive({})).not.toThrow();
  });
});
