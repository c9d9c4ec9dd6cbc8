import { assign, setup } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import { failureOf } from '../shared/fetch-fragment';
import { avatarEditorActorDefaults } from './avatar-editor.actors';
import type { CropArea } from './avatar-image';
import {
  type AvatarAction,
  type AvatarEditorContext,
  type AvatarEditorEvent,
  type AvatarEditorInput,
  type AvatarEditorTag,
  type PickedImage,
} from './avatar-editor.types';
import { PROFILE_FORM_TIMING } from './profile-form.types';
import { messageMs } from '../shared/message-time';

const closeDialog = { 'user.dismiss': 'idle' } as const;
const afterFailure = [{ guard: 'hasPicked', target: 'cropping' }, { target: 'idle' }] as const;

/**
 * The avatar on the profile page (spec 001 §2, §5, §8): a picked image opens the crop dialog (aspect
 * 1, turn by quarters); it is saved only after the cropper reported a crop, as a JPEG through
 * updateAvatarImage. The stored avatar can be deleted. Demo users can do neither. The outcome dialog
 * ("Upload successful/failed", "Delete successful/failed") closes after 2 s, or 4 s for a failure.
 * Both calls run `announceSaved`, which the app provides so the header shows the new avatar.
 */
export const avatarEditorMachine = setup({
  types: {
    context: {} as AvatarEditorContext,
    events: {} as AvatarEditorEvent,
    input: {} as AvatarEditorInput,
    tags: {} as AvatarEditorTag,
  },
  actors: avatarEditorActorDefaults,
  actions: {
    pick: assign((_, picked: PickedImage) => ({ picked, crop: null, rotation: 0 })),
    setCrop: assign((_, { area }: { readonly area: CropArea }) => ({ crop: area })),
    // A turn changes the image's frame: the cropper reports the crop anew.
    rotate: assign(({ context }) => ({ rotation: (context.rotation + 90) % 360, crop: null })),
    drop: assign({ picked: null, crop: null, rotation: 0 }),
    start: assign((_, { action }: { readonly action: AvatarAction }) => ({ action, failure: null })),
    markStored: assign((_, { hasAvatar }: { readonly hasAvatar: boolean }) => ({ hasAvatar })),
    recordFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({ failure })),
    clearOutcome: assign({ action: null, failure: null }),
    // Provided by the app: the session reads the account again (the header's avatar).
    announceSaved: () => undefined,
  },
  guards: {
    notDemo: ({ context }) => !context.isDemoUser,
    hasPicked: ({ context }) => context.picked !== null,
    canSave: ({ context }) => !context.isDemoUser && context.crop !== null && context.picked !== null,
    canDelete: ({ context }) => !context.isDemoUser && context.hasAvatar,
  },
  delays: {
    done: () => messageMs(PROFILE_FORM_TIMING.savedMs),
    failed: () => messageMs(PROFILE_FORM_TIMING.failedMs),
  },
}).createMachine({
  id: 'avatarEditor',
  context: ({ input }) => ({
    isDemoUser: input.isDemoUser,
    hasAvatar: input.hasAvatar,
    picked: input.picked ?? null,
    crop: input.crop ?? null,
    rotation: 0,
    action: null,
    failure: null,
  }),
  initial: 'start',
  on: {
    'session.avatarChanged': { actions: { type: 'markStored', params: ({ event }) => event } },
  },
  states: {
    start: { always: [{ guard: 'hasPicked', target: 'cropping' }, 'idle'] },
    idle: {
      entry: 'clearOutcome',
      on: {
        'user.pickImage': {
          guard: 'notDemo',
          target: 'cropping',
          actions: { type: 'pick', params: ({ event }) => ({ file: event.file, url: event.url }) },
        },
        'user.delete': { guard: 'canDelete', target: 'deleting' },
      },
    },
    cropping: {
      tags: 'cropping',
      entry: 'clearOutcome',
      on: {
        'user.crop': { actions: { type: 'setCrop', params: ({ event }) => event } },
        'user.rotate': { actions: 'rotate' },
        'user.cancel': { target: 'idle', actions: 'drop' },
        'user.save': { guard: 'canSave', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['cropping', 'busy'],
      entry: { type: 'start', params: { action: 'upload' } },
      invoke: {
        id: 'uploadAvatar',
        src: 'uploadAvatar',
        input: ({ context }) => ({
          file: context.picked?.file ?? new Blob(),
          crop: context.crop ?? { x: 0, y: 0, width: 0, height: 0 },
          rotation: context.rotation,
        }),
        onDone: {
          target: 'done',
          actions: ['drop', { type: 'markStored', params: { hasAvatar: true } }, 'announceSaved'],
        },
        // The crop stays: the dialog shows the failure over it, and Save can be tried again.
        onError: { target: 'failed', actions: { type: 'recordFailure', params: failureOf } },
      },
    },
    deleting: {
      tags: 'busy',
      entry: { type: 'start', params: { action: 'delete' } },
      invoke: {
        id: 'deleteAvatar',
        src: 'deleteAvatar',
        onDone: {
          target: 'done',
          actions: [{ type: 'markStored', params: { hasAvatar: false } }, 'announceSaved'],
        },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: failureOf } },
      },
    },
    done: { tags: 'done', after: { done: 'idle' }, on: closeDialog },
    // After a failed upload the crop dialog comes back with the same crop; after a failed delete, idle.
    failed: {
      tags: 'failed',
      after: { failed: afterFailure },
      on: { 'user.dismiss': afterFailure },
    },
  },
});

export type AvatarEditorMachine = typeof avatarEditorMachine;
