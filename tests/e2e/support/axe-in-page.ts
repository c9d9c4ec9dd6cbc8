import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import type { AxeRules } from './axe-rules';

// The check of one view, made inside its page (the orchestration is accessibility.ts's).

export type AxeOutcome = { view: string; results: AxeResults } | null;

/**
 * Waits in the page until the view has settled (see `unsettled` and `quietMs`), then runs axe on the
 * whole document. Runs inside the page so that nothing changes between the settled moment and the
 * check; null when the test left the view before. `final`: the test is over (its end, its context
 * closing), so nothing will close a menu left open: no wait for it (it used to cost `maxMs`, 5 s).
 * A document without axe that was sent no `source` answers 'needs-axe'.
 */
export const checkInPage = (
  page: Page,
  final: boolean,
  source: string | null,
  rules: AxeRules,
): Promise<AxeOutcome | 'needs-axe'> =>
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
        const alreadyChecked = (now: ReturnType<typeof state>) => {
          const before = w.__axeChecked;
          return (
            before !== undefined &&
            before.view === now.view &&
            before.focused === now.focused &&
            before.dom === now.dom
          );
        };
        if (alreadyChecked(state())) return null;
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
            // Settled on the state the check queued ahead of this one has just checked: a load starts
            // two checks (its navigation and its `domcontentloaded`), and both settle on the same view.
            // (That check's caller records it before this runs: its `await` was queued first.)
            // In fleet-views and reporting, 9 of 26 axe runs were such repeats (2026-11-30).
            alreadyChecked(checkedState)
              ? null
              : // WCAG 2.2 AA's one rule axe leaves off by default (issue 36, targets of 24 × 24 px) is
                // on in both rule sets (axe-rules.ts).
                w.axe!.run(document, { resultTypes: ['violations'], rules }),
          );
          w.__axeRunning = run.catch(() => undefined);
          const results = await run;
          // Records still queued (a change in the run's last task) count too.
          if (changes.takeRecords().some(counts)) changedMidCheck = true;
          changes.disconnect();
          document.removeEventListener('animationstart', faded, true);
          document.removeEventListener('transitionrun', faded, true);
          if (results === null) return null;
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
      rules,
    },
  );
