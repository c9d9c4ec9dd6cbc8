import { Avatar, Button, Flex } from '@radix-ui/themes';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarAction } from '../../machines/profile/avatar-editor.types';
import { AvatarCropDialog, type AvatarCropDialogProps } from './avatar-crop-dialog.view';
import { OutcomeDialog } from './outcome-dialog.view';
import '../shared/visually-hidden.css';

/** What the avatar's outcome dialog reports (spec 001 §8: upload/delete, successful/failed). */
export type AvatarOutcome = { readonly action: AvatarAction; readonly ok: boolean } | null;

export interface ProfileAvatarViewProps {
  readonly imageUrl: string | null;
  /** Initials shown without an image. */
  readonly initials: string;
  readonly canUpload: boolean;
  readonly canDelete: boolean;
  readonly busy: boolean;
  readonly onPick: (file: File) => void;
  readonly onDelete: () => void;
  readonly crop: AvatarCropDialogProps;
  readonly outcome: AvatarOutcome;
  readonly onDismiss: () => void;
}

/** The avatar with upload (crop first) and delete, and their outcome dialog. */
export function ProfileAvatarView(props: ProfileAvatarViewProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be picked again after a cancel.
    e.target.value = '';
    if (file) props.onPick(file);
  };
  const { outcome } = props;
  return (
    <Flex align="center" gap="4" wrap="wrap" data-testid="profile-avatar">
      <Avatar
        size="7"
        radius="full"
        // The initials shown without a picture: the accent text on its soft tint is only 4.1:1.
        color="gray"
        src={props.imageUrl ?? undefined}
        fallback={props.initials}
        alt={t('avatar.alt')}
      />
      <Flex gap="3" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          className="visually-hidden"
          // The button below opens it; the input itself stays out of the tab order and the a11y tree.
          aria-hidden="true"
          tabIndex={-1}
          onChange={picked}
          disabled={!props.canUpload}
          data-testid="avatar-file"
        />
        <Button
          type="button"
          variant="soft"
          disabled={!props.canUpload}
          onClick={() => input.current?.click()}
        >
          {t('avatar.upload')}
        </Button>
        <Button
          type="button"
          variant="soft"
          color="red"
          disabled={!props.canDelete}
          loading={props.busy && outcome === null && !props.crop.saving}
          onClick={props.onDelete}
        >
          {t('avatar.delete')}
        </Button>
      </Flex>
      <AvatarCropDialog {...props.crop} />
      <OutcomeDialog
        open={outcome !== null}
        ok={outcome?.ok ?? false}
        title={t(`avatar.outcome.${outcome?.action ?? 'upload'}.${outcome?.ok ? 'ok' : 'failed'}`)}
        text={t(`avatar.outcome.${outcome?.action ?? 'upload'}.${outcome?.ok ? 'okText' : 'failedText'}`)}
        testId="avatar-outcome"
        onDismiss={props.onDismiss}
      />
    </Flex>
  );
}
