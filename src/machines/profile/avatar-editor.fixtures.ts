import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { done, failed } from '../fleet/fleet.fixtures';
import { httpError, networkError } from '../session/session.fixtures';
import type { AvatarEditorContext, AvatarEditorInput, PickedImage } from './avatar-editor.types';

/** A picked image (a few bytes; the fakes never decode it). */
export const fixturePicked: PickedImage = {
  file: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }),
  url: 'blob:fixture-avatar',
};

export const FIXTURE_CROP = { x: 10, y: 20, width: 300, height: 300 } as const;

/** Test and story data for the avatar editor machine. Not imported by the app. */
export const avatarEditorFixtures: {
  readonly inputs: Readonly<Record<'none' | 'stored' | 'demoUser' | 'picked', AvatarEditorInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    none: { isDemoUser: false, hasAvatar: false },
    stored: { isDemoUser: false, hasAvatar: true },
    demoUser: { isDemoUser: true, hasAvatar: true },
    // The crop dialog open on a picked and cropped image: Save is enabled (the walker starts here).
    picked: { isDemoUser: false, hasAvatar: false, picked: fixturePicked, crop: FIXTURE_CROP },
  },
  eventVariants: {
    'user.pickImage': [{ type: 'user.pickImage', ...fixturePicked }],
    'user.crop': [{ type: 'user.crop', area: FIXTURE_CROP }],
    'session.avatarChanged': [{ type: 'session.avatarChanged', hasAvatar: true }],
    'xstate.done.actor.uploadAvatar': [done('uploadAvatar', undefined)],
    'xstate.error.actor.uploadAvatar': [
      failed('uploadAvatar', httpError(400)),
      failed('uploadAvatar', networkError()),
    ],
    'xstate.done.actor.deleteAvatar': [done('deleteAvatar', undefined)],
    'xstate.error.actor.deleteAvatar': [failed('deleteAvatar', httpError(403))],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeAvatarEditor = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as AvatarEditorContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    demo: c.isDemoUser,
    stored: c.hasAvatar,
    picked: c.picked !== null,
    crop: c.crop !== null,
    rotation: c.rotation,
    action: c.action,
    failed: c.failure !== null,
  });
};
