import { Theme } from '@radix-ui/themes';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Language } from '../../../api/contract/accounts.contract';
import { createStaticI18n } from '../../../i18n/static-resources';
import { createPasskeyResetMachine } from '../../../machines/passkey-reset/passkey-reset.machine';
import { DEFAULT_CLIENT_CONFIG, type AppServices } from '../app-services';
import { createFakeConnectivity, createFakeSession } from './fake-actors';
import { createFakeFleet } from './fake-fleet';
import { createFakeLogbook } from './fake-logbook';
import { UNTRANSLATED_EXPORT_TEXTS } from '../../../machines/reporting/untranslated-export-texts';
import { UNTRANSLATED_NOTIFICATION_TEXTS } from '../../../machines/notifications/untranslated-notification-texts';
import { noFacts } from '../../../machines/shared/fact-watch';
import { storageNoticeMachine } from '../../../machines/storage/storage-notice.machine';
import { createActor } from 'xstate';

// jsdom lacks what Radix's popper and scroll locking measure with.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export interface RenderOptions {
  readonly path?: string;
  readonly language?: Language;
}

export interface Rendered extends RenderResult {
  readonly i18n: I18n;
  /** The in-memory location: `history` records every navigation; its last entry is the current path. */
  readonly location: ReturnType<typeof memoryLocation<unknown>> & { history: string[] };
  readonly currentPath: () => string;
}

/** Renders inside Theme, i18n (static resources) and an in-memory router at `path`. */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}): Rendered => {
  const i18n = createStaticI18n(options.language ?? 'de-DE');
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Theme>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </Theme>
    </I18nextProvider>,
  );
  return {
    ...result,
    i18n,
    location,
    currentPath: () => (location.history.at(-1) ?? '').split('?')[0] ?? '',
  };
};

/**
 * App services around fake actors and an in-memory storage; override what a test needs. Their
 * `loggedInServices` are these services themselves, already there (as after the first login).
 */
export const fakeServices = (overrides: Partial<AppServices> = {}): AppServices => {
  const session = overrides.session ?? createFakeSession();
  const fleet = overrides.fleet ?? createFakeFleet();
  const services: AppServices = {
    loggedInServices: { current: () => services, subscribe: () => () => undefined },
    session,
    connectivity: createFakeConnectivity(),
    fleet,
    logbook: createFakeLogbook({ session, selection: fleet.selection }),
    // Never loaded here: the prompts have their own tests.
    updatePrompt: { ready: new Promise(() => undefined) },
    // Not started: no health checks; a test sends it a refusal to show the banner.
    storageNotice: createActor(storageNoticeMachine),
    // No server: every reporting call rejects (a test that needs them provides its own machines).
    reporting: {
      api: { call: () => Promise.reject(new Error('No API in this test')) },
      getAccessToken: () => null,
      facts: { callConnectivity: noFacts() },
      selection: fleet.selection,
      exportTexts: () => UNTRANSLATED_EXPORT_TEXTS,
      saveFile: () => undefined,
    },
    notificationHistory: {
      api: { call: () => Promise.reject(new Error('No API in this test')) },
      getAccessToken: () => null,
      selection: fleet.selection,
      exportTexts: () => UNTRANSLATED_NOTIFICATION_TEXTS,
      saveFile: () => undefined,
    },
    config: {
      ...DEFAULT_CLIENT_CONFIG,
      appLinks: {
        home: 'https://home.example.org/',
        parts: 'https://parts.example.org/',
        liveIot: 'https://iot.example.org/',
      },
      privacyPolicyUrls: {
        'de-DE': 'https://example.org/datenschutz',
        'en-GB': 'https://example.org/en/privacy',
      },
    },
    profile: {
      api: { call: () => Promise.reject(new Error('No API in this test')) },
      getAccessToken: () => null,
      onSaved: () => undefined,
    },
    administration: {
      api: { call: () => Promise.reject(new Error('No API in this test')) },
      getAccessToken: () => null,
    },
    content: {
      api: { call: () => Promise.reject(new Error('No API in this test')) },
      getAccessToken: () => null,
    },
    // Never there unless a test hands in the live-notification actors.
    notifications: { ready: new Promise(() => undefined) },
    passkeyResetMachine: createPasskeyResetMachine(async () => ({
      call: () => Promise.resolve(undefined as never),
    })),
    storage: window.localStorage,
    inFrame: false,
    hostname: 'portal.example.org',
    windowWidth: () => 1280,
    avatarUrl: (id, sig) => `/avatar/${id}?signature=${sig}`,
    hardReload: () => undefined,
    ...overrides,
  };
  return services;
};
