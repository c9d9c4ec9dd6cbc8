import { assign, setup, type ActorRefFrom } from 'xstate';
import type { UserMessage, VersionNumber } from '../../api/contract';
import { failureOf, type FailureParams } from '../shared/fetch-fragment';
import { noFacts } from '../shared/fact-watch';
import { otherSettingsFormActorDefaults } from './other-settings-form.actors';
import {
  EMPTY_FORM,
  canSave,
  formOf,
  loadedAfterSave,
  mayEditVersion,
  maySetFlag,
  saveRequestOf,
  withFlag,
  withVersionChange,
} from './other-settings-form.rules';
import type {
  InteractionFlag,
  LoadedSettings,
  OtherSettingsFormContext,
  OtherSettingsFormEvent,
  OtherSettingsFormInput,
  OtherSettingsFormTag,
  SavedSettings,
  SettingsForm,
  VersionPart,
} from './other-settings-form.types';

/** Action and guard params straight from the event. */
const byEvent = <E>({ event }: { readonly event: E }): E => event;
const record = (call: 'load' | 'save') =>
  ({
    type: 'recordFailure',
    params: (args: Parameters<typeof failureOf>[0]) => ({ call, ...failureOf(args) }),
  }) as const;

/**
 * The Other Settings form (spec 001 §2 Other Settings, §5 Administration; issue 11): the prepared
 * version number (integers; major and minor only for the administrator; editable once "version
 * change" is checked) and the user interaction (suggest refresh, show message with its German and
 * English text, message relies on update, disable dismiss, start and end). "Update version" needs
 * suggest refresh, version change or show message checked and every field valid; it stores the
 * version and then the prompts, which withdraws both approvals on the server, so `announceSaved`
 * tells the approvals to read again. A deployment (`release.deployed`) updates the production
 * version shown. On production nothing can be changed. Loading and saving fail with a retry.
 */
export const otherSettingsFormMachine = setup({
  types: {
    context: {} as OtherSettingsFormContext,
    events: {} as OtherSettingsFormEvent,
    input: {} as OtherSettingsFormInput,
    tags: {} as OtherSettingsFormTag,
  },
  actors: {
    watchDeployments: noFacts<Extract<OtherSettingsFormEvent, { type: 'release.deployed' }>>(),
    ...otherSettingsFormActorDefaults,
  },
  actions: {
    takeLoaded: assign(({ context }, loaded: LoadedSettings) => ({
      loaded,
      form: formOf(loaded, Date.now(), context.timeZone),
    })),
    takeSaved: assign(({ context }, saved: SavedSettings) => {
      if (context.loaded === null) return {};
      const loaded = loadedAfterSave(context.loaded, saved);
      return { loaded, form: formOf(loaded, Date.now(), context.timeZone) };
    }),
    setVersionChange: assign(({ context }, { checked }: { readonly checked: boolean }) => ({
      form: withVersionChange(context.form, checked, context.loaded),
    })),
    setVersionPart: assign(({ context }, p: { readonly part: VersionPart; readonly value: string }) => ({
      form: { ...context.form, version: { ...context.form.version, [p.part]: p.value } },
    })),
    setFlag: assign(({ context }, p: { readonly flag: InteractionFlag; readonly checked: boolean }) => ({
      form: withFlag(context.form, p.flag, p.checked),
    })),
    setMessage: assign(({ context }, p: { readonly language: keyof UserMessage; readonly text: string }) => ({
      form: { ...context.form, message: { ...context.form.message, [p.language]: p.text } },
    })),
    setTimes: assign(({ context }, times: Partial<Pick<SettingsForm, 'start' | 'end'>>) => ({
      form: { ...context.form, ...times },
    })),
    followDeployment: assign(({ context }, { version }: { readonly version: VersionNumber }) =>
      context.loaded === null
        ? {}
        : { loaded: { ...context.loaded, versions: { ...context.loaded.versions, production: version } } },
    ),
    recordFailure: assign((_, failure: FailureParams & { readonly call: 'load' | 'save' }) => ({ failure })),
    clearFailure: assign({ failure: null }),
    /** Provided by the tab: the approvals read again (the server withdrew them). */
    announceSaved: () => {},
  },
  guards: {
    preparing: ({ context }) => context.environment !== 'production',
    mayEditVersion: ({ context }, { part }: { readonly part: VersionPart }) => mayEditVersion(context, part),
    maySetFlag: ({ context }, p: { readonly flag: InteractionFlag; readonly checked: boolean }) =>
      maySetFlag(context, p.flag, p.checked),
    canSave: ({ context }) => canSave(context, Date.now()),
  },
}).createMachine({
  id: 'otherSettingsForm',
  context: ({ input }) => ({
    role: input.role,
    environment: input.environment,
    timeZone: input.timeZone,
    loaded: null,
    form: EMPTY_FORM,
    failure: null,
  }),
  invoke: { id: 'watchDeployments', src: 'watchDeployments' },
  on: { 'release.deployed': { actions: { type: 'followDeployment', params: ({ event }) => event } } },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      entry: 'clearFailure',
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: record('load') },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { 'user.retry': 'loading' } },
    editing: {
      entry: 'clearFailure',
      on: {
        'user.setVersionChange': {
          guard: 'preparing',
          actions: { type: 'setVersionChange', params: byEvent },
        },
        'user.editVersion': {
          guard: { type: 'mayEditVersion', params: byEvent },
          actions: { type: 'setVersionPart', params: byEvent },
        },
        'user.setFlag': {
          guard: { type: 'maySetFlag', params: byEvent },
          actions: { type: 'setFlag', params: byEvent },
        },
        'user.editMessage': { guard: 'preparing', actions: { type: 'setMessage', params: byEvent } },
        'user.editStart': {
          guard: 'preparing',
          actions: { type: 'setTimes', params: ({ event }) => ({ start: event.value }) },
        },
        'user.editEnd': {
          guard: 'preparing',
          actions: { type: 'setTimes', params: ({ event }) => ({ end: event.value }) },
        },
        'user.save': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: 'saving',
      entry: 'clearFailure',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => saveRequestOf(context),
        onDone: {
          target: 'saved',
          actions: [{ type: 'takeSaved', params: ({ event }) => event.output }, 'announceSaved'],
        },
        onError: { target: 'saveFailed', actions: record('save') },
      },
    },
    saved: { tags: 'saved', on: { 'user.dismiss': 'editing' } },
    // The form keeps what was typed: retry sends it again (storing the same version twice is a no-op).
    saveFailed: {
      tags: 'saveFailed',
      on: { 'user.retry': { guard: 'canSave', target: 'saving' }, 'user.dismiss': 'editing' },
    },
  },
});

export type OtherSettingsFormMachine = typeof otherSettingsFormMachine;
export type OtherSettingsFormActor = ActorRefFrom<OtherSettingsFormMachine>;
