/** What the warning watches: the connectivity actor's tag and the sync actor's pending count. */
export interface UnloadWarningDeps {
  readonly connectivity: {
    getSnapshot(): { hasTag(tag: 'offline'): boolean };
    subscribe(listener: () => void): { unsubscribe(): void };
  };
  readonly sync: {
    getSnapshot(): { readonly context: { readonly pendingCount: number } };
    subscribe(listener: () => void): { unsubscribe(): void };
  };
  readonly win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly warn: (event: BeforeUnloadEvent) => void;
}

/**
 * The before-unload warning (spec 000 §4 Online/offline, issue 8): on while offline AND work waits on
 * the device for the server; off when the connection returns or the work is synced.
 */
export const watchUnloadWarning = (
  deps: UnloadWarningDeps,
): { readonly stop: () => void; readonly isOn: () => boolean } => {
  let on = false;
  const update = () => {
    const wanted =
      deps.connectivity.getSnapshot().hasTag('offline') && deps.sync.getSnapshot().context.pendingCount > 0;
    if (wanted === on) return;
    on = wanted;
    if (on) deps.win.addEventListener('beforeunload', deps.warn);
    else deps.win.removeEventListener('beforeunload', deps.warn);
  };
  const subscriptions = [deps.connectivity.subscribe(update), deps.sync.subscribe(update)];
  update();
  return {
    isOn: () => on,
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      deps.win.removeEventListener('beforeunload', deps.warn);
    },
  };
};
