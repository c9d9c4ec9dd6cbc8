import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { avatarEditorMachineFor } from '../../machines/profile/profile-form-machines';
import type { AppServices } from '../shared/app-services';
import { ProfileAvatarView, type AvatarOutcome } from './profile-avatar.view';

/**
 * The avatar editor of the profile page: the stored image from the session, and an editor actor of
 * its own. After an upload or delete the session reads the account again, so this image and the
 * header's follow.
 */
export function ProfileAvatarScreen({ services }: { readonly services: AppServices }) {
  const { session } = services;
  const account = useSelector(session, (s) => s.context.account);
  const signature = account?.avatarImageUrlSignature ?? null;
  const isDemoUser = account?.isDemoUser ?? false;
  const editor = useActorRef(avatarEditorMachineFor(services.profile), {
    input: { isDemoUser, hasAvatar: signature !== null },
  });
  useEffect(() => {
    editor.send({ type: 'session.avatarChanged', hasAvatar: signature !== null });
  }, [editor, signature]);
  const picked = useSelector(editor, (s) => s.context.picked);
  // The picked file's URL is made here and revoked once the editor lets go of it.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  const rotation = useSelector(editor, (s) => s.context.rotation);
  const busy = useSelector(editor, (s) => s.hasTag('busy'));
  const uploading = useSelector(editor, (s) => s.matches('uploading'));
  const cropping = useSelector(editor, (s) => s.hasTag('cropping'));
  const canSave = useSelector(editor, (s) => s.can({ type: 'user.save' }));
  const canDelete = useSelector(editor, (s) => s.can({ type: 'user.delete' }));
  const canUpload = useSelector(editor, (s) => s.matches('idle') && !s.context.isDemoUser);
  const outcome = useSelector(
    editor,
    (s): AvatarOutcome => {
      if (s.context.action === null) return null;
      if (s.hasTag('done')) return { action: s.context.action, ok: true };
      if (s.hasTag('failed')) return { action: s.context.action, ok: false };
      return null;
    },
    (a, b) => a?.action === b?.action && a?.ok === b?.ok,
  );
  const initials = `${account?.firstName.at(0) ?? ''}${account?.lastName.at(0) ?? ''}`;
  return (
    <ProfileAvatarView
      imageUrl={account && signature ? services.avatarUrl(account.accountId, signature) : null}
      initials={initials}
      canUpload={canUpload}
      canDelete={canDelete}
      busy={busy}
      onPick={(file) => editor.send({ type: 'user.pickImage', file, url: URL.createObjectURL(file) })}
      onDelete={() => editor.send({ type: 'user.delete' })}
      crop={{
        // The crop dialog hides while the outcome dialog shows over it.
        imageUrl: cropping && picked ? picked.url : null,
        rotation,
        canSave,
        saving: uploading,
        onCrop: (area) => editor.send({ type: 'user.crop', area }),
        onRotate: () => editor.send({ type: 'user.rotate' }),
        onSave: () => editor.send({ type: 'user.save' }),
        onCancel: () => editor.send({ type: 'user.cancel' }),
      }}
      outcome={outcome}
      onDismiss={() => editor.send({ type: 'user.dismiss' })}
    />
  );
}
