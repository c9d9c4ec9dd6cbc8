import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import weights from './tests/setup/file-weights.json' with { type: 'json' };

/** Seconds a file took in a measured run (`npm run test:weights` writes them), by project and path. */
const WEIGHTS: Readonly<Record<string, number>> = weights;

/**
 * Vitest's order (projects one after the other, then cached durations, else the larger file first) with
 * the longest files of a measured run first inside each project. In a clean clone there is no cache,
 * and the largest file is not the longest: the e2e step ran its longest file (the every-route axe walk,
 * 80 s in a small file) last, alone on one of the two workers for its last minute. Files without a
 * weight (new ones) keep Vitest's order, before the weighted ones (Vitest runs unknown files first too).
 */
class WeightedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const projectRank = new Map<string, number>();
    for (const spec of base)
      if (!projectRank.has(spec.project.name)) projectRank.set(spec.project.name, projectRank.size);
    const weightOf = (spec: TestSpecification) =>
      WEIGHTS[`${spec.project.name}:${relative(root, spec.moduleId)}`] ?? Number.POSITIVE_INFINITY;
    const index = new Map(base.map((spec, i) => [spec, i]));
    return [...base].sort(
      (a, b) =>
        projectRank.get(a.project.name)! - projectRank.get(b.project.name)! ||
        weightOf(b) - weightOf(a) ||
        index.get(a)! - index.get(b)!,
    );
  }
}

export default defineConfig({
  plugins: [react()],
  test: {
    // The longest files first (a clean clone has no timing cache): see the sequencer.
    sequence: { sequencer: WeightedSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          // Machines, rules, contracts and the model runner need no DOM: plain Node starts a file in a
          // fraction of jsdom's time. A .ts test that needs one (localStorage, document) is *.dom.test.ts.
          include: ['src/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          environment: 'node',
          // Files share a worker's modules (imports once, not per file); tests/setup/node.setup.ts puts
          // back global state after each file.
          isolate: false,
          setupFiles: ['tests/setup/node.setup.ts'],
          // Vitest's default on 2 cores is one worker; the main process mostly waits.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['tests/setup/unit.setup.ts'],
          // A screen test's role queries compute accessible names over the whole jsdom tree: 1–2 s on a
          // quiet machine, past Vitest's 5 s default on a loaded one (webhooks-tab took 7–9 s). A test
          // that waits returns as soon as its state shows; only a hung one waits this long.
          testTimeout: 30_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // As the unit project: libraries (PGlite's WebAssembly among them) load once per worker.
          isolate: false,
          setupFiles: ['tests/setup/node.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry and CPU-bound: two files at a time on two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // The PostgreSQL server must answer (or is started); one clear line otherwise.
          globalSetup: ['server/test-support/postgres-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // A file's portal may wait for the run's fleet template (its 45-day history, made in the
          // background; portal-server.ts gives it 300 s) before it starts: on a loaded machine the first
          // files with telemetry waited longer than 180 s.
          hookTimeout: 360_000,
          // expect.poll waits for what the page shows; Vitest's 1 s default is shorter than a busy
          // machine's first render. A poll returns as soon as its value is right.
          expect: { poll: { timeout: 60_000 } },
          // Two files at a time, each with its own portal and browser: a file waits on its browser and
          // server most of the time, so a second one uses what the first leaves idle.
          maxWorkers: 2,
          // A worker's files share their libraries (Playwright, Effect, ...): loaded once per worker, not once
          // per file; the project's own modules load afresh for each file (tests/setup/e2e.setup.ts).
          isolate: false,
          setupFiles: ['tests/setup/e2e.setup.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
