import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../api/api-failure';
import { deleteAvatarImage } from '../../api/contract';
import type { PersonAccount } from '../../api/contract/accounts.contract';
import { createFakeSession } from '../shared/testing/fake-actors';
import { DRIVER, DRIVER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import { ProfileAvatarScreen } from './profile-avatar.screen';

beforeAll(() => {
  // jsdom has no object URLs.
  if (!('createObjectURL' in URL)) {
    Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => undefined });
  }
});

const WITH_AVATAR: PersonAccount = { ...DRIVER, avatarImageUrlSignature: 'sig' };

const render = (
  account: PersonAccount,
  answer: () => Promise<unknown> = () => Promise.resolve(undefined),
) => {
  const call = vi.fn((_endpoint: unknown, _input: unknown) => answer());
  const onSaved = vi.fn();
  renderWithProviders(
    <ProfileAvatarScreen
      services={fakeServices({
        session: createFakeSession(readyContext(account, DRIVER_RIGHTS)),
        profile: { api: { call: call as never }, getAccessToken: () => 'access-token', onSaved },
      })}
    />,
    { language: 'en-GB' },
  );
  return { call, onSaved };
};

describe('profile avatar', () => {
  it('shows the stored image and deletes it ("Delete successful")', async () => {
    const { call, onSaved } = render(WITH_AVATAR);
    fireEvent.click(screen.getByRole('button', { name: 'Delete image' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete successful')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(deleteAvatarImage, {
      accessToken: 'access-token',
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('says "Delete failed" when the server refuses', async () => {
    const refused = new ApiCallError({ _tag: 'HttpError', status: 500, body: null, retryAfterSeconds: null });
    render(WITH_AVATAR, () => Promise.reject(refused));
    fireEvent.click(screen.getByRole('button', { name: 'Delete image' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Delete failed')).toBeTruthy();
  });

  it('opens the crop dialog for a picked image; Save waits for the crop; Cancel closes it', async () => {
    const { call } = render(DRIVER);
    expect(screen.getByRole('button', { name: 'Delete image' })).toHaveProperty('disabled', true);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' });
    expect(within(dialog).getByRole('button', { name: 'Save image' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Rotate 90°' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('offers nothing to the demo user', () => {
    render({ ...WITH_AVATAR, isDemoUser: true, role: 'demo' });
    expect(screen.getByRole('button', { name: 'Upload image' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete image' })).toHaveProperty('disabled', true);
  });
});
