import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { NotificationToast, NotificationToastsContext } from './notification-toasts.machine';

/** Test and story data for the toasts machine. Not imported by the app. */

export const fixtureToast = (id: number, overrides: Partial<NotificationToast> = {}): NotificationToast => ({
  id,
  vehicleName: 'V 100 Lisa',
  label: 'NSSpeedlimitExeeded',
  shownAt: Date.UTC(2026, 10, 23, 5, 0, 0),
  ...overrides,
});

const told = (id: number, vehicleName: string, label: NotificationToast['label']) => ({
  type: 'live.toast',
  toast: { id, vehicleName, label },
});

export const notificationToastsFixtures: {
  readonly inputs: Readonly<Record<'start', { readonly max: number }>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  // Two at most in the model, so a third pushes the oldest out within a few steps.
  inputs: { start: { max: 2 } },
  eventVariants: {
    'live.toast': [
      told(42, 'V 100 Lisa', 'NSSpeedlimitExeeded'),
      told(43, 'G 1206 Anton', 'NSVoltageDrop'),
      told(44, 'DE 18 Bruno', 'NSSuspectedDerailment'),
    ],
    'user.closeToast': [
      { type: 'user.closeToast', id: 42 },
      { type: 'user.closeToast', id: 44 },
    ],
  },
};

/** The model's "same state": the value and the ids shown, oldest first (what the guards read). */
export const serializeNotificationToasts = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as NotificationToastsContext;
  return JSON.stringify({ value: snapshot.value as unknown, ids: c.toasts.map((toast) => toast.id) });
};
