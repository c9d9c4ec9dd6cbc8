/**
 * deck.gl runs its animation loop (luma.gl's `AnimationLoop`) on every animation frame for as long as
 * it lives, even when nothing changes: each frame it updates its stats, checks its layers, looks for a
 * pick request and asks whether to redraw. MapLibre draws nothing then (0 map frames per second), yet
 * the loop alone kept the main thread of an idle map page 3.4–3.8 % busy (issue 9, measured with
 * Chromium's TaskDuration over 10 s). A map that redraws only when something changed must also stop
 * asking 60 times a second.
 *
 * This hands the loop an animation frame provider that asks the browser for a frame only while deck.gl
 * has something to do (a redraw, a layer update, a pending pick); otherwise the loop's callback is
 * parked. It is woken at once by what gives deck.gl work: new props (layers, the camera on every map
 * move) and the pointer events MapLibre forwards. A layer can also ask for an update or a redraw from
 * inside (an icon atlas that finished loading; deck.gl's layer manager is sealed, so that cannot be
 * hooked), which it does soon after it got new props: a check every `pollMs` catches that for a while
 * after the last work, less often later, and none at all `watchMs` after it. Checks every 100 ms for
 * ever were most of what an idle map page still did (issue 28 §3: the idle dashboard).
 *
 * Internal API of deck.gl 9.4 and luma.gl 9 (`animationLoop`, `_pickRequest`, the `_on*` handlers):
 * guarded, so that if they change the loop simply keeps running every frame as before.
 */

/** The parts of deck.gl's `Deck` this reaches; all optional, checked before use. */
interface DeckInternals {
  animationLoop?: {
    setProps(props: { animationFrameProvider: AnimationFrameProvider }): unknown;
  } | null;
  layerManager?: { needsUpdate(): string | false } | null;
  _pickRequest?: { event: unknown };
  needsRedraw(opts: { clearRedrawFlags: boolean }): string | false;
  setProps(props: object): void;
  _onPointerMove?: (event: unknown) => void;
  _onPointerDown?: (event: unknown) => void;
  _onEvent?: (event: unknown) => void;
}

interface AnimationFrameProvider {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
}

/** What the browser's frame functions look like here (tests pass fakes). */
export interface FrameScheduler {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

const browserScheduler = (): FrameScheduler => ({
  requestAnimationFrame: (cb) => window.requestAnimationFrame(cb),
  cancelAnimationFrame: (id) => window.cancelAnimationFrame(id),
  setTimeout: (cb, ms) => window.setTimeout(cb, ms),
  clearTimeout: (id) => window.clearTimeout(id),
});

/** Whether deck.gl has anything to do in the next frame; never clears its flags. */
const hasWork = (deck: DeckInternals): boolean =>
  Boolean(
    deck.needsRedraw({ clearRedrawFlags: false }) ||
    deck.layerManager?.needsUpdate() ||
    deck._pickRequest?.event,
  );

/**
 * Makes `deck`'s animation loop run only while deck.gl has work; returns a function that wakes it
 * (for changes deck.gl cannot see) and the count of loop frames it let run (tests, benchmark).
 * Returns null when deck.gl's internals are not as expected (the loop then stays as it was).
 */
export const runDeckOnDemand = (
  target: unknown,
  scheduler: FrameScheduler = browserScheduler(),
  pollMs = 100,
  watchMs = 10_000,
): { wake: () => void; frames: () => number } | null => {
  const deck = target as DeckInternals | null;
  if (!deck?.animationLoop || typeof deck.needsRedraw !== 'function' || typeof deck.setProps !== 'function')
    return null;

  let nextTicket = 1;
  /** The loop's one outstanding frame request: parked (no browser frame) or scheduled. */
  let pending: { ticket: number; callback: FrameRequestCallback; frameId: number | null } | null = null;
  let poll: number | null = null;
  let frames = 0;
  /** Time checked since deck.gl last had work: checks every `pollMs` for 2 s, then every 5 × `pollMs`. */
  let watched = 0;

  const schedule = (): void => {
    watched = 0;
    if (!pending || pending.frameId !== null) return;
    const request = pending;
    if (poll !== null) scheduler.clearTimeout(poll);
    poll = null;
    request.frameId = scheduler.requestAnimationFrame((time) => {
      if (pending !== request) return;
      pending = null;
      frames += 1;
      request.callback(time);
    });
  };
  const checkLater = (): void => {
    if (poll !== null || watched >= watchMs) return;
    const delay = watched < 2000 ? pollMs : 5 * pollMs;
    watched += delay;
    poll = scheduler.setTimeout(() => {
      poll = null;
      if (!pending || pending.frameId !== null) return;
      if (hasWork(deck)) schedule();
      else checkLater();
    }, delay);
  };
  const wake = (): void => schedule();

  const provider: AnimationFrameProvider = {
    requestAnimationFrame(callback) {
      const ticket = nextTicket++;
      pending = { ticket, callback, frameId: null };
      if (hasWork(deck)) schedule();
      else checkLater();
      return ticket;
    },
    cancelAnimationFrame(ticket) {
      if (pending?.ticket !== ticket) return;
      if (pending.frameId !== null) scheduler.cancelAnimationFrame(pending.frameId);
      pending = null;
    },
  };

  // Everything that gives deck.gl work wakes the loop after doing its part.
  const wrap = <K extends '_onPointerMove' | '_onPointerDown' | '_onEvent'>(key: K): void => {
    const original = deck[key];
    if (typeof original !== 'function') return;
    deck[key] = (event: unknown) => {
      original(event);
      wake();
    };
  };
  const setProps = deck.setProps.bind(deck);
  deck.setProps = (props: object) => {
    setProps(props);
    wake();
  };
  wrap('_onPointerMove');
  wrap('_onPointerDown');
  wrap('_onEvent');
  deck.animationLoop.setProps({ animationFrameProvider: provider });

  return {
    wake,
    frames: () => frames,
  };
};
