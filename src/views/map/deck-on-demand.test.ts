import { describe, expect, it } from 'vitest';
import { runDeckOnDemand, type FrameScheduler } from './deck-on-demand';

/** Frames and timers that run only when the test says so. */
const manualScheduler = () => {
  let id = 0;
  const frames = new Map<number, FrameRequestCallback>();
  const timers = new Map<number, () => void>();
  const scheduler: FrameScheduler = {
    requestAnimationFrame: (cb) => (frames.set(++id, cb), id),
    cancelAnimationFrame: (n) => void frames.delete(n),
    setTimeout: (cb) => (timers.set(++id, cb), id),
    clearTimeout: (n) => void timers.delete(n),
  };
  const runAll = (queue: Map<number, (t: number) => void>) => {
    const due = [...queue.values()];
    queue.clear();
    due.forEach((cb) => cb(0));
  };
  return {
    scheduler,
    frames: () => frames.size,
    timers: () => timers.size,
    runFrame: () => runAll(frames),
    runTimers: () => runAll(timers),
  };
};

/** A stand-in for deck.gl's Deck: a loop that asks for the next frame after each, and its flags. */
const fakeDeck = () => {
  let provider: { requestAnimationFrame(cb: FrameRequestCallback): number } | null = null;
  const deck = {
    redrawReason: false as string | false,
    loopFrames: 0,
    _pickRequest: { event: null as unknown },
    layerManager: { needsUpdate: (): string | false => false },
    animationLoop: {
      setProps(props: { animationFrameProvider: typeof provider }) {
        provider = props.animationFrameProvider;
        deck.requestFrame();
      },
    },
    requestFrame() {
      provider?.requestAnimationFrame(() => {
        deck.loopFrames += 1;
        deck.redrawReason = false;
        deck._pickRequest.event = null;
        deck.requestFrame();
      });
    },
    needsRedraw: () => deck.redrawReason,
    setProps: (_: object) => {
      deck.redrawReason = 'props changed';
    },
    _onPointerMove: (event: unknown) => {
      deck._pickRequest.event = event;
    },
  };
  return deck;
};

describe('deck.gl on demand', () => {
  it('asks for no frame while deck.gl has nothing to do, only a check now and then', () => {
    const clock = manualScheduler();
    const deck = fakeDeck();
    expect(runDeckOnDemand(deck, clock.scheduler)).not.toBeNull();
    expect(clock.frames()).toBe(0);
    expect(clock.timers()).toBe(1);
    clock.runTimers();
    expect(clock.frames()).toBe(0);
    expect(clock.timers()).toBe(1);
  });

  it('new props and pointer events wake it for one frame, after which it rests again', () => {
    const clock = manualScheduler();
    const deck = fakeDeck();
    runDeckOnDemand(deck, clock.scheduler);
    deck.setProps({ layers: [] });
    expect(clock.frames()).toBe(1);
    clock.runFrame();
    expect(deck.loopFrames).toBe(1);
    expect(clock.frames()).toBe(0);

    deck._onPointerMove({ x: 1, y: 2 });
    expect(clock.frames()).toBe(1);
    clock.runFrame();
    expect(deck.loopFrames).toBe(2);
    expect(clock.frames()).toBe(0);
  });

  it('stops checking a while after the last work, and checks again once woken', () => {
    const clock = manualScheduler();
    const deck = fakeDeck();
    runDeckOnDemand(deck, clock.scheduler, 100, 10_000);
    // 2 s at 100 ms, then 8 s at 500 ms: 36 checks, then none.
    let checks = 0;
    while (clock.timers() > 0 && checks < 1000) {
      clock.runTimers();
      checks += 1;
    }
    expect(checks).toBe(36);
    expect(clock.frames()).toBe(0);
    deck.setProps({ layers: [] });
    clock.runFrame();
    expect(deck.loopFrames).toBe(1);
    expect(clock.timers()).toBe(1);
  });

  it('a redraw a layer asks for by itself is found by the next check', () => {
    const clock = manualScheduler();
    const deck = fakeDeck();
    runDeckOnDemand(deck, clock.scheduler);
    deck.redrawReason = 'icon atlas loaded';
    clock.runTimers();
    expect(clock.frames()).toBe(1);
    clock.runFrame();
    expect(deck.loopFrames).toBe(1);
  });

  it('leaves a deck.gl it does not recognise alone', () => {
    expect(runDeckOnDemand({ setProps: () => undefined }, manualScheduler().scheduler)).toBeNull();
    expect(runDeckOnDemand(undefined, manualScheduler().scheduler)).toBeNull();
  });
});
