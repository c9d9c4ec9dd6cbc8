import { readFileSync } from 'node:fs';

/**
 * A self-signed certificate for 127.0.0.1 and localhost with its key, valid until 2120: TEST ONLY (its
 * key is public). The Teltonika listener's and the web listener's TLS tests use it, and the load bench
 * serves the portal with it.
 */
export const TEST_TLS_FILES = {
  cert: new URL('./test-only-cert.pem', import.meta.url),
  key: new URL('./test-only-key.pem', import.meta.url),
} as const;

export const testTls = (): { readonly cert: string; readonly key: string } => ({
  cert: readFileSync(TEST_TLS_FILES.cert, 'utf8'),
  key: readFileSync(TEST_TLS_FILES.key, 'utf8'),
});
