import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { pagesOpen } from './accessibility';
import { DIAGNOSIS_FILE, FAILURES_DIR } from './failure-paths';
import { withinTime } from './within-time';

/** How long a failing test's page or portal is given to answer the snapshot. */
const ANSWER_MS = 10_000;

const fileNameOf = (name: string): string =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** How long `work` took to answer, or what went wrong: "answered in 12 ms", "the answer (10 s): no answer in time". */
const timed = async (work: () => Promise<unknown>): Promise<string> => {
  const started = Date.now();
  try {
    await withinTime(work(), ANSWER_MS, 'the answer');
    return `answered in ${Date.now() - started} ms`;
  } catch (error) {
    return String(error instanceof Error ? error.message : error)
      .split('\n')[0]!
      .slice(0, 120);
  }
};

/** Whether the portal's health check answers, and how fast (the test process asks, as the tests do). */
const portalAnswer = (portalUrl: string | undefined): Promise<string> =>
  portalUrl === undefined
    ? Promise.resolve('not started')
    : timed(async () => {
        const answer = await fetch(`${portalUrl}/api/health`, { signal: AbortSignal.timeout(ANSWER_MS) });
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      });

/** The page's screenshot and visible text, each bounded in time (a hung page gives neither). */
const snapshotPage = async (page: Page, file: string): Promise<string> => {
  let text = '';
  const answer = await timed(async () => {
    text = String(await page.evaluate('document.body ? document.body.innerText : ""'));
  });
  await writeFile(`${file}.txt`, `${page.url()}\n\n${text || `(no text: ${answer})`}\n`);
  await page.screenshot({ path: `${file}.png`, timeout: ANSWER_MS }).catch(() => undefined);
  console.error(`e2e failure snapshot: ${file}.png (${page.url()})`);
  return `page ${new URL(page.url()).pathname} ${answer}`;
};

/**
 * What a failing end-to-end test's pages showed when it failed: a screenshot, the address and the
 * visible text of every page still open, written to test-results/e2e-failures/ and named in the log,
 * and a line of diagnosis (see DIAGNOSIS_FILE). A flake seen once in a loaded CI run can then be read
 * afterwards instead of guessed at. `portalUrl` gives the suite's portal once it has started.
 */
export const snapshotPagesOnFailure = (portalUrl: () => string | undefined = () => undefined): void => {
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      await mkdir(FAILURES_DIR, { recursive: true });
      const base = fileNameOf(`${path.basename(task.file.name, '.spec.ts')} ${task.name}`);
      const pages = pagesOpen().filter((page) => !page.isClosed());
      const [portal, ...seen] = await Promise.all([
        portalAnswer(portalUrl()),
        ...pages.map((page, index) => snapshotPage(page, path.join(FAILURES_DIR, `${base}-${index + 1}`))),
      ]);
      const line = `${path.basename(task.file.name)} > ${task.name}: portal ${portal}; ${
        seen.length === 0 ? 'no page open' : seen.join('; ')
      }`;
      console.error(`e2e failure diagnosis: ${line}`);
      await appendFile(DIAGNOSIS_FILE, `${line}\n`);
    });
  });
};
