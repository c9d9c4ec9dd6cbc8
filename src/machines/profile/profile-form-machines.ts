import { createAvatarEditorActors, type AvatarEditorDeps } from './avatar-editor.actors';
import { avatarEditorMachine, type AvatarEditorMachine } from './avatar-editor.machine';
import { createProfileFormActors, type ProfileFormDeps } from './profile-form.actors';
import { profileFormMachine, type ProfileFormMachine } from './profile-form.machine';

/** What the profile page needs: the calls, and what to do once something was saved. */
export interface ProfileMachineDeps extends ProfileFormDeps, Pick<AvatarEditorDeps, 'encode'> {
  /** The account changed: the app reads it again (the session), so header and page show it. */
  readonly onSaved: () => void;
}

const built = new WeakMap<ProfileMachineDeps, ProfileFormMachine>();

/**
 * The form machine with its calls and `announceSaved` provided, built once per deps (the screen asks
 * on every mount). It lives in the profile route's chunk, not in the first load.
 */
export const profileFormMachineFor = (deps: ProfileMachineDeps): ProfileFormMachine => {
  let machine = built.get(deps);
  if (!machine) {
    machine = profileFormMachine.provide({
      actors: createProfileFormActors(deps),
      actions: { announceSaved: () => deps.onSaved() },
    });
    built.set(deps, machine);
  }
  return machine;
};

const builtAvatar = new WeakMap<ProfileMachineDeps, AvatarEditorMachine>();

/** The avatar editor with its calls and `announceSaved` provided, built once per deps. */
export const avatarEditorMachineFor = (deps: ProfileMachineDeps): AvatarEditorMachine => {
  let machine = builtAvatar.get(deps);
  if (!machine) {
    machine = avatarEditorMachine.provide({
      actors: createAvatarEditorActors(deps),
      actions: { announceSaved: () => deps.onSaved() },
    });
    builtAvatar.set(deps, machine);
  }
  return machine;
};
