import { assign, setup } from 'xstate';
import { ENTRY_TIMING, type EntryNotice } from './entry-drawer.types';
import { messageMs } from '../../shared/message-time';

/** Events of the snackbar: a notice to show (the drawer), or the user closing it. */
export type EntryNoticeEvent =
  | { readonly type: 'notice.show'; readonly notice: EntryNotice }
  | { readonly type: 'notice.dismiss' }
  | { readonly type: 'user.dismissNotice' };

/**
 * The drawer's snackbar (spec 001 §8, §9): a notice shows 3000 ms; a newer one replaces it and starts
 * the 3 s again; the user may close it sooner. Tag `visible` while `context.notice` shows.
 */
export const entryNoticeMachine = setup({
  types: {
    context: {} as { readonly notice: EntryNotice | null },
    events: {} as EntryNoticeEvent,
    tags: {} as 'visible',
  },
  actions: {
    keep: assign((_, { notice }: { readonly notice: EntryNotice }) => ({ notice })),
    clear: assign({ notice: null }),
  },
  delays: { notice: () => messageMs(ENTRY_TIMING.noticeMs) },
}).createMachine({
  id: 'entryNotice',
  context: { notice: null },
  initial: 'hidden',
  on: {
    'notice.show': {
      target: '.visible',
      reenter: true,
      actions: { type: 'keep', params: ({ event }) => event },
    },
  },
  states: {
    hidden: {},
    visible: {
      tags: 'visible',
      after: { notice: { target: 'hidden', actions: 'clear' } },
      on: {
        'user.dismissNotice': { target: 'hidden', actions: 'clear' },
        'notice.dismiss': { target: 'hidden', actions: 'clear' },
      },
    },
  },
});

export type EntryNoticeMachine = typeof entryNoticeMachine;
