import { Button, Dialog, Flex, Slider, Text } from '@radix-ui/themes';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { CropArea } from '../../machines/profile/avatar-image';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface AvatarCropDialogProps {
  /** The picked image's URL; null closes the dialog. */
  readonly imageUrl: string | null;
  readonly rotation: number;
  /** The cropper has reported a crop, and the user may save. */
  readonly canSave: boolean;
  readonly saving: boolean;
  readonly onCrop: (area: CropArea) => void;
  readonly onRotate: () => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}

/** Crop (aspect 1, drag and zoom) and turn the picked image; Save stores it (spec 001 §2). */
export function AvatarCropDialog(props: AvatarCropDialogProps) {
  const { t } = useTranslation('profile');
  // Where the image sits and how far it is zoomed is the cropper's own business; the machine gets
  // the resulting crop in pixels.
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <Dialog.Root
      open={props.imageUrl !== null}
      onOpenChange={(open) => !open && !props.saving && props.onCancel()}
    >
      <Dialog.Content {...MODAL_DIALOG} maxWidth="520px" data-testid="avatar-crop-dialog">
        <Dialog.Title>{t('avatar.cropTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('avatar.cropHint')}
        </Dialog.Description>
        <div className="avatar-cropper" data-testid="avatar-cropper">
          {props.imageUrl !== null && (
            <Cropper
              image={props.imageUrl}
              crop={position}
              zoom={zoom}
              rotation={props.rotation}
              aspect={1}
              cropShape="round"
              showGrid={false}
              disableAutomaticStylesInjection
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(_percent, pixels) => props.onCrop(pixels)}
            />
          )}
        </div>
        <Flex direction="column" gap="1" mt="3">
          <Text as="label" size="2" id="avatar-zoom-label">
            {t('avatar.zoom')}
          </Text>
          <Slider
            aria-labelledby="avatar-zoom-label"
            min={1}
            max={3}
            step={0.05}
            value={[zoom]}
            onValueChange={([value]) => setZoom(value ?? 1)}
          />
        </Flex>
        <Flex justify="between" mt="4" gap="3" wrap="wrap">
          <Button type="button" variant="soft" onClick={props.onRotate} disabled={props.saving}>
            {t('avatar.rotate')}
          </Button>
          <Flex gap="3">
            <Button
              type="button"
              variant="soft"
              color="gray"
              onClick={props.onCancel}
              disabled={props.saving}
            >
              {t('avatar.cancel')}
            </Button>
            <Button
              type="button"
              onClick={props.onSave}
              disabled={!props.canSave || props.saving}
              loading={props.saving}
            >
              {t('avatar.save')}
            </Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
