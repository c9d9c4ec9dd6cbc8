import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileAvatarView, type ProfileAvatarViewProps } from './profile-avatar.view';

const base: ProfileAvatarViewProps = {
  imageUrl: null,
  initials: 'DD',
  canUpload: true,
  canDelete: false,
  busy: false,
  onPick: fn(),
  onDelete: fn(),
  crop: {
    imageUrl: null,
    rotation: 0,
    canSave: false,
    saving: false,
    onCrop: fn(),
    onRotate: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
  outcome: null,
  onDismiss: fn(),
};

const meta = {
  title: 'Profile/Avatar',
  component: ProfileAvatarView,
  args: base,
} satisfies Meta<typeof ProfileAvatarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image stored: initials, upload only. */
export const NoImage: Story = {};

/** An image stored: it can be replaced or deleted. */
export const Stored: Story = { args: { imageUrl: '/default-avatar.svg', canDelete: true } };

/** The crop dialog on a picked image, turned a quarter, with a crop reported. */
export const Cropping: Story = {
  args: { crop: { ...base.crop, imageUrl: '/default-avatar.svg', rotation: 90, canSave: true } },
};

/** "Upload successful" (closes after 2 s in the app). */
export const UploadSuccessful: Story = { args: { outcome: { action: 'upload', ok: true } } };

/** "Delete failed" (closes after 4 s in the app). */
export const DeleteFailed: Story = { args: { outcome: { action: 'delete', ok: false } } };

/** The demo user: neither upload nor delete. */
export const DemoUser: Story = { args: { imageUrl: '/default-avatar.svg', canUpload: false } };
