import type { ApiFailure } from '../../api/api-failure';
import type { AvatarEdit, CropArea } from './avatar-image';

/**
 * The public interface of the avatar editor machine (spec 001 §2 Profile, §5 "Avatar save is enabled
 * only after cropping", §8 "Upload failed/successful", "Delete failed/successful").
 */

/** An image the user picked: the file, and a URL the cropper shows it by (the view owns the URL). */
export interface PickedImage {
  readonly file: Blob;
  readonly url: string;
}

/** What the outcome dialog reports. */
export type AvatarAction = 'upload' | 'delete';

export interface AvatarEditorContext {
  readonly isDemoUser: boolean;
  /** The account has an avatar stored (delete is offered). */
  readonly hasAvatar: boolean;
  /** The picked image while it is cropped and uploaded; null otherwise. */
  readonly picked: PickedImage | null;
  /** The crop the cropper reported for the current rotation; null until it has. */
  readonly crop: CropArea | null;
  /** Degrees clockwise the user turned the image (0, 90, 180, 270). */
  readonly rotation: number;
  /** What the running or last call does. */
  readonly action: AvatarAction | null;
  readonly failure: ApiFailure | null;
}

export interface AvatarEditorInput {
  readonly isDemoUser: boolean;
  readonly hasAvatar: boolean;
  /** An image already picked, and its crop (stories; the app starts without). */
  readonly picked?: PickedImage;
  readonly crop?: CropArea;
}

/** Events, named by who speaks. */
export type AvatarEditorEvent =
  | ({ readonly type: 'user.pickImage' } & PickedImage)
  /** The cropper reports the crop in the (rotated) image's pixels. */
  | { readonly type: 'user.crop'; readonly area: CropArea }
  /** Turn the image a quarter clockwise. */
  | { readonly type: 'user.rotate' }
  | { readonly type: 'user.cancel' }
  /** Save the cropped image (enabled only after cropping). */
  | { readonly type: 'user.save' }
  | { readonly type: 'user.delete' }
  | { readonly type: 'user.dismiss' }
  /** The session's account changed (an avatar is stored or not). */
  | { readonly type: 'session.avatarChanged'; readonly hasAvatar: boolean };

/**
 * Tags the page asks for:
 * - `cropping`: the crop dialog is open
 * - `busy`: an upload or delete is running
 * - `done` / `failed`: the outcome dialog (2 s / 4 s)
 */
export type AvatarEditorTag = 'cropping' | 'busy' | 'done' | 'failed';

/** Input of `uploadAvatar`. */
export type UploadAvatarRequest = AvatarEdit;
