/**
 * The flooding account of the fairness bench (issue 38), in a process of its own so that handling
 * its answers does not delay the other user's polls in the bench's own event loop (the two would
 * share one request loop, which no two users of the portal do). Arguments: the export address, the
 * account's token, the requests to keep in flight and how long (ms). Prints "flooding" when it
 * starts and, at the end, one line `flood {"answered":…,"refused":…,"ms":…}`.
 */
export {};

const [url, token, inFlightText, durationText] = process.argv.slice(2);
if (!url || !token || !inFlightText || !durationText) throw new Error('usage: url token inFlight durationMs');
const started = Date.now();
const until = started + Number(durationText);
let answered = 0;
let refused = 0;

const flood = async (): Promise<void> => {
  while (Date.now() < until) {
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    if (answer.status === 200) answered += 1;
    else if (answer.status === 429) {
      refused += 1;
      // A well-behaved client waits as told (issue 38); a flood that does not is refused again.
      const wait = Number(answer.headers.get('retry-after') ?? '1') * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, Math.min(wait, until - Date.now()))));
    } else throw new Error(`export answered ${answer.status}`);
  }
};

console.log('flooding');
await Promise.all(Array.from({ length: Number(inFlightText) }, flood));
console.log(`flood ${JSON.stringify({ answered, refused, ms: Date.now() - started })}`);
