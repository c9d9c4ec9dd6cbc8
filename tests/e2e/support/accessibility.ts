import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { failureOfFindings, type AuditFinding } from './axe-findings';
import { EVERY_RULE, RULES_THAT_CAN_FAIL } from './axe-rules';
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

type AxeOutcome = { view: string; results: AxeResults } | null;

/**
 * Waits in the page until the view has settled (see `unsettled` and `quietMs`), then runs axe on the
 * whole document. Runs inside the page so that nothing changes between the settled moment and the
 * check; null when the test left the view before. `final`: the test is over (its end, its context
 * closing), so nothing will close a menu left open: no wait for it (it used to cost `maxMs`, 5 s).
 * A document without axe that was sent no `source` answers 'needs-axe'.
 */
const checkInPage = (page: Page, final: boolean, source: string | null): Promise<AxeOutcome | 'needs-axe'> =>
  page.evaluate(
    async ({ source, quietMs, quietMaxMs, maxMs, final, rules }) => {
      const w = window as unknown as {
        axe?: {
          run: (ctx: Document, o: object) => Promise<AxeResults>;
        };
        __axeRunning?: Promise<unknown> | undefined;
        __axeChecks?: { started: number; finished: number };
        __axeChecked?: { view: string; dom: string; focused: Element | null };
        __axeFinal?: boolean;
      };
      // One flag for both ways of learning the test is over: this check started at its end, or a check
      // already waiting here is told so by `markFinal`.
      if (final) w.__axeFinal = true;
      // A document just committed (`framenavigated` of a slow answer: the app reloading itself) may have
      // no root element yet; its `domcontentloaded` check covers it. (Typed as never null, it is.)
      const root = document.documentElement as HTMLElement | null;
      if (root === null) return null;
      if (!w.axe) {
        if (source === null) return 'needs-axe' as const;
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- axe's own bundle, from node_modules
        (new Function(source) as () => void)();
      }
      // Counted, so `viewChecked` can poll for "every check of this document has finished" without
      // awaiting the page's promises from outside (see there).
      const checks = (w.__axeChecks ??= { started: 0, finished: 0 });
      checks.started += 1;
      // What the document holds now, to know a state already checked: a test's end and a closing
      // context check every open page again, mostly unchanged since its last check. The markup as a
      // string (compared, not hashed: a few hundred kilobytes, compared in well under a millisecond).
      const state = () => ({
        view: location.pathname,
        dom: (document.documentElement as HTMLElement | null)?.outerHTML ?? '',
        focused: document.activeElement,
      });
      let stopObserving = () => {};
      try {
        const view = location.pathname;
        // The same view, the same markup and the focus where it was when it was last checked: axe
        // would find exactly what it found then.
        const now = state();
        const before = w.__axeChecked;
        if (before && before.view === now.view && before.focused === now.focused && before.dom === now.dom)
          return null;
        const started = performance.now();
        let last = performance.now();
        const observer = new MutationObserver(() => (last = performance.now()));
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        stopObserving = () => observer.disconnect();
        // Settled: loaded and showing something, no menu or select open (Radix hides the page behind it with
        // aria-hidden, and a fading menu has passing colours), no dialog fading — at most `maxMs` —
        // and the DOM still for `quietMs`, at most `quietMaxMs`: a test that keeps typing leaves the view
        // soon, and it must be checked while it is shown.
        // A dialog fading in or out (the narrow-screen drawer) has passing colours too: finite
        // animations must have ended (endless ones, spinners, never do).
        const fading = () =>
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        const menuOpen = () =>
          document.querySelector('[data-radix-popper-content-wrapper]') !== null ||
          // A Radix select in its default item-aligned position has no popper wrapper, but hides the
          // page behind its listbox the same way.
          document.querySelector('[data-radix-select-viewport]') !== null;
        // A modal that just closed leaves the page aria-hidden (the marker `data-aria-hidden`) until
        // React runs its effects' cleanup: on a loaded machine that can come after the modal's DOM is
        // gone, and axe would report the page's focusable elements as hidden.
        const hiddenBehindNothing = () =>
          document.querySelector('[data-aria-hidden]') !== null &&
          document.querySelector(
            '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]',
          ) === null;
        // Fonts still loading lay the page out anew without changing its markup: a region that scrolls
        // once they are in can be checked before its tab stop has followed.
        const unsettled = () =>
          document.readyState !== 'complete' ||
          document.fonts.status !== 'loaded' ||
          document.body.innerText.trim() === '' ||
          (w.__axeFinal !== true && menuOpen()) ||
          hiddenBehindNothing() ||
          fading();
        const elapsed = () => performance.now() - started;
        // A fade is finite (a dialog's 150–200 ms) and is waited for past `maxMs`: a test that installed
        // the page's clock (`page.clock`) and jumped it forward makes `elapsed` pass `maxMs` at once, and
        // the dialog that jump closed was checked half faded (1.02:1). Bounded by counted waits, not by
        // the page's clock: 100 of them, about 5 s of real time.
        let fadingWaits = 0;
        const stillFading = () => fading() && (fadingWaits += 1) <= 100;
        // The test goes on while axe runs (several hundred ms on a busy machine): a menu it opens then
        // hides the page with aria-hidden mid-check, and axe reports the page's controls as hidden yet
        // focusable. Likewise a tab stop that changes mid-check (the main region's, set by its hook when
        // a late layout made it scroll: Debian's Chromium under load, /datasheet). A check that saw
        // either change is thrown away and made again once the view has settled anew.
        // Three frames and a task (at most 200 ms: a hidden page draws none): what the page does in them
        // is part of the view it shows. A layout that changed without a mutation (fonts, a stylesheet)
        // reaches a ResizeObserver at the end of a frame, and its answer (the main region's tab stop,
        // set in an animation frame) comes in the next, after callbacks asked for before it: axe run
        // then would judge the page a frame early, and block the frame that sets it right.
        const frames = () =>
          new Promise<void>((done) => {
            const timer = setTimeout(done, 200);
            const frame = (left: number): void => {
              requestAnimationFrame(() => {
                if (left > 1) {
                  frame(left - 1);
                  return;
                }
                clearTimeout(timer);
                setTimeout(done, 0);
              });
            };
            frame(3);
          });
        for (let attempt = 0; attempt < 3; attempt += 1) {
          for (;;) {
            while (
              location.pathname === view &&
              ((unsettled() && elapsed() < maxMs) ||
                stillFading() ||
                (performance.now() - last < quietMs && elapsed() < quietMaxMs))
            )
              await new Promise((done) => setTimeout(done, 50));
            if (location.pathname !== view) break;
            const before = last;
            await frames();
            // Nothing changed in them: settled. Something did (a drawer the test opened meanwhile):
            // settle again, its fading included, up to `maxMs` (a view that never rests is checked as
            // it is, as before).
            if ((last === before || elapsed() >= maxMs) && !stillFading()) break;
          }
          // The test moved on before the view settled: the check of the next view covers what is shown.
          if (location.pathname !== view) return null;
          // A menu still open after `maxMs` (a slow machine, a test choosing in it): the page behind it
          // is aria-hidden by design, so axe would report its focusable elements; the state the view is
          // left in (the next view's check, or the check when its context closes) covers it.
          if (menuOpen() || hiddenBehindNothing()) return null;
          let changedMidCheck = false;
          // A tab stop counts only on a region that scrolls: roving focus moves others' all the time.
          const counts = (record: MutationRecord) =>
            record.attributeName !== 'tabindex' ||
            (record.target instanceof HTMLElement &&
              (record.target.scrollHeight > record.target.clientHeight + 1 ||
                record.target.scrollWidth > record.target.clientWidth + 1));
          const changes = new MutationObserver((records) => {
            if (records.some(counts)) changedMidCheck = true;
          });
          changes.observe(document, {
            subtree: true,
            attributes: true,
            attributeFilter: ['aria-hidden', 'data-aria-hidden', 'tabindex'],
          });
          // A fade that starts mid-check (a dialog closing by its own timer) gives axe passing colours
          // to judge: such a check is made again too. Endless animations (spinners) do not count.
          const faded = () => {
            if (fading()) changedMidCheck = true;
          };
          document.addEventListener('animationstart', faded, true);
          document.addEventListener('transitionrun', faded, true);
          // axe refuses to run twice at once: checks of one document queue behind each other.
          const checkedState = state();
          const run = (w.__axeRunning ?? Promise.resolve()).then(() =>
            // WCAG 2.2 AA's one rule axe leaves off by default (issue 36, targets of 24 × 24 px) is on
            // in both rule sets (axe-rules.ts).
            w.axe!.run(document, { resultTypes: ['violations'], rules }),
          );
          w.__axeRunning = run.catch(() => undefined);
          const results = await run;
          // Records still queued (a change in the run's last task) count too.
          if (changes.takeRecords().some(counts)) changedMidCheck = true;
          changes.disconnect();
          document.removeEventListener('animationstart', faded, true);
          document.removeEventListener('transitionrun', faded, true);
          if (!changedMidCheck && location.pathname === view) {
            w.__axeChecked = checkedState;
            return { view, results };
          }
          last = performance.now();
        }
        return null;
      } finally {
        stopObserving();
        checks.finished += 1;
      }
    },
    {
      source,
      quietMs: 400,
      quietMaxMs: 1_500,
      maxMs: 5_000,
      final,
      rules: everyRule ? EVERY_RULE : RULES_THAT_CAN_FAIL,
    },
  );

/** The check (see `checkInPage`), axe's 550 KB sent only once to a document: with every check a call took 80 ms, not 2. */
const settleAndRunAxe = async (page: Page, final: boolean): Promise<AxeOutcome> => {
  const outcome = await checkInPage(page, final, null);
  const checked = outcome === 'needs-axe' ? await checkInPage(page, final, AXE_SOURCE) : outcome;
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
