import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { pagesOpen } from './accessibility';

/** Where a failing test leaves what its pages showed (git ignores test-results/). */
const FAILURES_DIR = path.resolve('test-results', 'e2e-failures');

const fileNameOf = (name: string): string =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * What a failing end-to-end test's pages showed when it failed: a screenshot, the address and the
 * visible text of every page still open, written to test-results/e2e-failures/ and named in the log.
 * A flake seen once in a loaded CI run can then be read afterwards instead of guessed at.
 */
export const snapshotPagesOnFailure = (): void => {
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const pages = pagesOpen().filter((page) => !page.isClosed());
      if (pages.length === 0) return;
      await mkdir(FAILURES_DIR, { recursive: true });
      const base = fileNameOf(`${path.basename(task.file.name, '.spec.ts')} ${task.name}`);
      await Promise.all(
        pages.map(async (page, index) => {
          const file = path.join(FAILURES_DIR, `${base}-${index + 1}`);
          const text = await page
            .evaluate('document.body ? document.body.innerText : ""')
            .catch((error: unknown) => `(no text: ${String(error)})`);
          await writeFile(`${file}.txt`, `${page.url()}\n\n${String(text)}\n`);
          await page.screenshot({ path: `${file}.png`, timeout: 10_000 }).catch(() => undefined);
          console.error(`e2e failure snapshot: ${file}.png (${page.url()})`);
        }),
      );
    });
  });
};
