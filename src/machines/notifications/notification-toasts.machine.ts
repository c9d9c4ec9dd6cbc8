import { assign, setup, type ActorRefFrom } from 'xstate';
import type { NotificationLabel } from '../../api/contract/notifications-limits';
import { noFacts } from '../shared/fact-watch';
import { messageMs } from '../shared/message-time';

/** How long a toast stays (issue 10: 3 s). */
export const TOAST_MS = 3000;
/** At most this many toasts stack; a burst pushes the oldest out. */
export const MAX_TOASTS = 5;

/** One toast: "<vehicle name>: <alert label text>" (the view translates the label). */
export interface NotificationToast {
  /** The event id (a key: the stream tells each event once). */
  readonly id: number;
  readonly vehicleName: string;
  readonly label: NotificationLabel;
  /** When it appeared (epoch ms); it goes {@link TOAST_MS} later. */
  readonly shownAt: number;
}

export interface NotificationToastsContext {
  /** Oldest first. */
  readonly toasts: readonly NotificationToast[];
  readonly max: number;
}

export type NotificationToastsEvent =
  /** A new event for one of the user's vehicles (the watcher names the vehicle). */
  | { readonly type: 'live.toast'; readonly toast: Omit<NotificationToast, 'shownAt'> }
  | { readonly type: 'user.closeToast'; readonly id: number };

/**
 * The toasts of live notifications (issue 10): each new event of one of the user's vehicles shows for
 * 3 s, several stack (at most 5: a burst pushes the oldest out), each can be closed. One timer runs
 * for the oldest toast; when it fires that toast goes and the timer starts for the next one.
 */
export const notificationToastsMachine = setup({
  types: {
    context: {} as NotificationToastsContext,
    events: {} as NotificationToastsEvent,
    input: undefined as { readonly max?: number } | undefined,
    tags: {} as 'visible',
  },
  actors: { watchToasts: noFacts<NotificationToastsEvent>() },
  actions: {
    add: assign(({ context }, toast: Omit<NotificationToast, 'shownAt'>) => ({
      toasts: [...context.toasts, { ...toast, shownAt: Date.now() }].slice(-context.max),
    })),
    dropOldest: assign(({ context }) => ({ toasts: context.toasts.slice(1) })),
    close: assign(({ context }, { id }: { readonly id: number }) => ({
      toasts: context.toasts.filter((toast) => toast.id !== id),
    })),
  },
  guards: {
    isShown: ({ context }, { id }: { readonly id: number }) =>
      context.toasts.some((toast) => toast.id === id),
    isOnlyOneShown: ({ context }, { id }: { readonly id: number }) =>
      context.toasts.length === 1 && context.toasts[0]?.id === id,
    hasSeveral: ({ context }) => context.toasts.length > 1,
  },
  delays: {
    // The oldest toast's remaining time (0 when a burst of closes and adds left it overdue).
    oldestExpires: ({ context }) =>
      Math.max(0, (context.toasts[0]?.shownAt ?? 0) + messageMs(TOAST_MS) - Date.now()),
  },
}).createMachine({
  id: 'notificationToasts',
  context: ({ input }) => ({ toasts: [], max: input?.max ?? MAX_TOASTS }),
  invoke: { id: 'watchToasts', src: 'watchToasts' },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'live.toast': { target: 'visible', actions: { type: 'add', params: ({ event }) => event.toast } },
      },
    },
    // Re-entered on every change, so the timer always runs for the oldest toast.
    visible: {
      tags: 'visible',
      after: {
        oldestExpires: [
          { guard: 'hasSeveral', target: 'visible', reenter: true, actions: 'dropOldest' },
          { target: 'hidden', actions: 'dropOldest' },
        ],
      },
      on: {
        'live.toast': [
          // Told once already (a repeat is the stream's to drop; this is the view's safety net).
          { guard: { type: 'isShown', params: ({ event }) => event.toast } },
          { target: 'visible', reenter: true, actions: { type: 'add', params: ({ event }) => event.toast } },
        ],
        'user.closeToast': [
          {
            guard: { type: 'isOnlyOneShown', params: ({ event }) => event },
            target: 'hidden',
            actions: { type: 'close', params: ({ event }) => event },
          },
          {
            guard: { type: 'isShown', params: ({ event }) => event },
            target: 'visible',
            reenter: true,
            actions: { type: 'close', params: ({ event }) => event },
          },
        ],
      },
    },
  },
});

export type NotificationToastsMachine = typeof notificationToastsMachine;
export type NotificationToastsActor = ActorRefFrom<NotificationToastsMachine>;
