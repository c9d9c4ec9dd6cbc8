import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { failureOfFindings, type AuditFinding } from './axe-findings';
import { EVERY_RULE, RULES_THAT_CAN_FAIL } from './axe-rules';
import { checkInPage, type AxeOutcome } from './axe-in-page';
import { isNoAnswer, withinTime } from './within-time';

/**
 * axe-core on every view the end-to-end suite visits (issue 6 §6): each page made by `newPage` is
 * checked once per view it navigates to (full loads and client-side route changes), as soon as that view
 * has settled, and once more in the state it is left in when its context closes. `usePortalAndBrowser`
 * fails the test after it when any serious or critical violation was found, so later views are held to
 * it without anyone remembering to call a helper.
 */

const require = createRequire(import.meta.url);
/** axe-core's bundle, injected into a page by its audit and by the contrast check (contrast.ts). */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The longest an axe check may take, settling included (at most about 10 s of waits, then axe: 1–3 s on
 * a busy machine), and the longest a page may take to answer a note: a page that does not answer in
 * that time has hung, and the check says so instead of holding the test's hooks to their timeout.
 */
const CHECK_LIMIT_MS = 90_000;
const MARK_LIMIT_MS = 10_000;
/**
 * Whether this file's checks run every rule of axe's, those that can only find minor or moderate issues
 * too (see axe-rules.ts): the walk over every route does (`checkEveryRule`), so its findings of
 * any impact are there to read. Each e2e file loads this module afresh, so the choice holds for one file.
 */
let everyRule = false;
export const checkEveryRule = (): void => {
  everyRule = true;
};

/** Pages that did not answer a check in that time: hung, so not asked again (each ask would wait as long). */
const unanswering = new WeakSet<Page>();

/** `work` asked of `page` within `ms`; a page that lets the time run out is not asked again. */
const askPage = <T>(page: Page, work: Promise<T>, ms: number, what: string): Promise<T> =>
  withinTime(work, ms, what).catch((error: unknown) => {
    if (isNoAnswer(error)) unanswering.add(page);
    throw error;
  });

/** The current test's findings and unfinished checks (the e2e project runs one file, one test at a time). */
let findings: AuditFinding[] = [];
let running: Promise<void>[] = [];
const openPages = new Set<Page>();

/** The pages of the running test that are still open (a failing test's, for its snapshot). */
export const pagesOpen = (): readonly Page[] => [...openPages];

/** A view is a route: the path without query or hash. */
const viewOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** The check (see `checkInPage`), axe's 550 KB sent only once to a document: with every check a call took 80 ms, not 2. */
const settleAndRunAxe = async (page: Page, final: boolean): Promise<AxeOutcome> => {
  const rules = everyRule ? EVERY_RULE : RULES_THAT_CAN_FAIL;
  const outcome = await checkInPage(page, final, null, rules);
  const checked = outcome === 'needs-axe' ? await checkInPage(page, final, AXE_SOURCE, rules) : outcome;
  return checked === 'needs-axe' ? null : checked; // (never: a document sent axe has it)
};

/** Whether an error only means the page went elsewhere (or closed) before its view settled. */
const isLeftBeforeSettled = (error: unknown): boolean =>
  error instanceof Error &&
  /Execution context was destroyed|promise was garbage collected|Target page, context or browser has been closed|navigation|Target closed/i.test(
    error.message,
  );

const audit = (page: Page, final = false): Promise<void> => {
  // A page that never loaded anything (`viewOf` would call it "blank"): its empty body never settles, and
  // a check at its context's close waited the whole 5 s for it.
  if (page.isClosed() || page.url() === 'about:blank' || unanswering.has(page)) return Promise.resolve();
  const check = askPage(
    page,
    settleAndRunAxe(page, final),
    CHECK_LIMIT_MS,
    `axe check of ${viewOf(page.url())}`,
  ).then(
    (outcome) => {
      if (!outcome && process.env['AXE_DEBUG']) console.log('axe: view left before it settled');
      if (!outcome) return;
      const { view, results } = outcome;
      findings.push({ view, violations: results.violations });
      if (process.env['AXE_DEBUG'])
        console.log(
          'axe',
          view,
          results.violations.map((v) => `${v.impact} ${v.id} x${v.nodes.length}`).join(', '),
        );
    },
    (error: unknown) => {
      if (process.env['AXE_DEBUG']) console.log('axe not run:', String(error).split('\n')[0]);
      if (!isLeftBeforeSettled(error)) throw error;
    },
  );
  running.push(check);
  return check;
};

/**
 * Tells the checks waiting in `page` that the test is over (`final`: a menu left open will stay open),
 * or, for a page the next test goes on with, that it goes on.
 */
const markFinal = (page: Page, final = true): Promise<unknown> =>
  page.isClosed() || unanswering.has(page)
    ? Promise.resolve()
    : askPage(
        page,
        page.evaluate((value) => {
          (window as { __axeFinal?: boolean }).__axeFinal = value;
        }, final),
        MARK_LIMIT_MS,
        'telling the page its test is over',
      );

/** Checks every view `page` shows; a closing context first checks the state its pages are left in. */
export const auditPage = (context: BrowserContext, page: Page): void => {
  if (process.env['NO_AUDIT']) return;
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  let lastView: string | undefined;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const view = viewOf(frame.url());
    if (view === lastView) return;
    lastView = view;
    audit(page).catch(() => undefined);
  });
  // Every new document too, also of the same route (a reload, a mailed link): a check still waiting
  // for the previous document to settle ended with it.
  // (A failed check is reported by finishAudits, which awaits `running`.)
  page.on('domcontentloaded', () => audit(page).catch(() => undefined));
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.allSettled(context.pages().map((open) => markFinal(open)));
    await Promise.allSettled(running);
    await Promise.allSettled(context.pages().map((open) => audit(open, true)));
    return close(options);
  };
};

/**
 * Finishes the current test's checks (also of pages it left open) and throws a readable list when
 * any view had a serious or critical violation. Called after each test by `usePortalAndBrowser`.
 */
export const finishAudits = async (): Promise<void> => {
  await Promise.allSettled([...openPages].map((open) => markFinal(open)));
  await Promise.allSettled(running);
  await Promise.allSettled([...openPages].map((open) => audit(open, true)));
  const results = await Promise.allSettled(running);
  await Promise.allSettled([...openPages].map((open) => markFinal(open, false)));
  const findingsOfTest = findings;
  findings = [];
  running = [];
  const broken = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (broken.length > 0) throw broken[0];
  const failure = failureOfFindings(findingsOfTest);
  if (failure) throw failure;
};

/**
 * Waits until the accessibility checks of the document `page` shows have run (they run in the page and
 * count themselves in `window.__axeChecks`): a drawer or dialog opened while one runs would be seen
 * mid-fade. It polls the counts instead of awaiting the checks' promise from outside: a promise handed
 * to DevTools is held only weakly, and one chained to a document that went away (a reload, the app
 * updating itself, a page kept in the back/forward cache) was collected and failed the wait with
 * "Resulting promise was garbage collected". A replaced document is polled afresh, until `timeout`.
 */
export const viewChecked = async (page: Page, timeout = 60_000): Promise<void> => {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await page.waitForFunction(
        () => {
          const checks = (window as { __axeChecks?: { started: number; finished: number } }).__axeChecks;
          return checks !== undefined && checks.started > 0 && checks.finished === checks.started;
        },
        null,
        { timeout: Math.max(1, deadline - Date.now()), polling: 50 },
      );
      return;
    } catch (error) {
      if (!isLeftBeforeSettled(error) || Date.now() >= deadline) throw error;
    }
  }
};
