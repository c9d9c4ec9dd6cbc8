import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { deleteAvatarImage, updateAvatarImage } from '../../api/contract';
import { encodeAvatar } from './avatar-image';
import type { UploadAvatarRequest } from './avatar-editor.types';

const notProvided = (name: string) => () =>
  Promise.reject(
    new Error(`The avatar editor actor '${name}' was not provided (see avatarEditorMachineFor).`),
  );

/** The editor's calls; the defaults reject (tests and stories provide fakes). */
export const avatarEditorActorDefaults = {
  uploadAvatar: fromPromise<void, UploadAvatarRequest>(notProvided('uploadAvatar')),
  deleteAvatar: fromPromise<void, void>(notProvided('deleteAvatar')),
};

export interface AvatarEditorDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly getAccessToken: () => string | null;
  /** Crops, turns and encodes the picked image (a canvas); replaceable in tests. */
  readonly encode?: (edit: UploadAvatarRequest) => Promise<string>;
}

/** The real calls: the crop is encoded as a JPEG, then stored with updateAvatarImage. */
export const createAvatarEditorActors = (deps: AvatarEditorDeps): typeof avatarEditorActorDefaults => ({
  uploadAvatar: fromPromise<void, UploadAvatarRequest>(async ({ input, signal }) => {
    const avatarImage = await (deps.encode ?? encodeAvatar)(input);
    await deps.api.call(updateAvatarImage, {
      ...callAuth(deps.getAccessToken(), signal),
      body: { avatarImage },
    });
  }),
  deleteAvatar: fromPromise<void, void>(async ({ signal }) => {
    await deps.api.call(deleteAvatarImage, callAuth(deps.getAccessToken(), signal));
  }),
});
