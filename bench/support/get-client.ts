import { createInterface } from 'node:readline';

/**
 * A client in a process of its own, so that the bench's process CPU is the server's alone: asks `url`
 * once (a warm-up, checked for 200) and prints `ready`; then for each line on stdin asks once more and
 * prints `answer <ms> <bytes>`. Ends with its stdin.
 * Usage: get-client.ts <url> <bearer token>
 */
const [url = '', token = ''] = process.argv.slice(2);
const get = async (): Promise<number> => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${response.status} ${Buffer.from(body).toString()}`);
  return body.byteLength;
};
await get();
console.log('ready');
for await (const _line of createInterface({ input: process.stdin })) {
  const started = performance.now();
  const bytes = await get();
  console.log(`answer ${performance.now() - started} ${bytes}`);
}
