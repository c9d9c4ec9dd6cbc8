import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';
import type { MetricsConfig } from './ops-config';

export interface MetricsServer {
  /** The port it listens on (the one chosen when 0 was asked for). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` in the Prometheus text format on its own port (issue 34 §3): a scraper reaches it, the
 * portal's public port does not serve it. Loopback unless `METRICS_HOST` opens it.
 */
export const startMetricsServer = (metrics: Metrics, config: MetricsConfig): Promise<MetricsServer> =>
  new Promise((resolve, reject) => {
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics.\n');
        return;
      }
      metrics.registry.metrics().then(
        (text) => {
          response.writeHead(200, {
            'content-type': metrics.registry.contentType,
            'cache-control': 'no-store',
          });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(
            `Collecting the metrics failed: ${error instanceof Error ? error.message : String(error)}\n`,
          );
        },
      );
    });
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
