import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 now (the kernel's pick), for a server a test or bench starts. */
export const freePort = (): Promise<number> =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
