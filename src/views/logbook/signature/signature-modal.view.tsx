import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad, exportSignature, type Stroke } from './signature-pad.view';
import './signature.css';

export interface SignatureModalProps {
  readonly open: boolean;
  readonly title: string;
  /** The drawn signature: PNG as base64 without the `data:` prefix. */
  readonly onSave: (pngBase64: string) => void;
  readonly onCancel: () => void;
  /** Extra content under the pad, e.g. the two finalise confirmations. */
  readonly children?: ReactNode;
  /** Keeps the save disabled (e.g. until both confirmations are ticked). */
  readonly saveDisabled?: boolean;
}

const PAD_WIDTH = 720;
const PAD_HEIGHT = 240;

/**
 * The signature pad modal (spec 001 §2, §5; 768 px wide): draw with pen, finger or mouse; save is
 * enabled only after something is drawn; clear starts again. Shared by the entry's finalisation and
 * the comment form.
 */
export function SignatureModal({
  open,
  title,
  onSave,
  onCancel,
  children,
  saveDisabled = false,
}: SignatureModalProps) {
  const { t } = useTranslation('logbookEntry');
  const [strokes, setStrokes] = useState<readonly Stroke[]>([]);
  const cancel = () => {
    setStrokes([]);
    onCancel();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && cancel()}>
      <Dialog.Content maxWidth="768px" width="768px" className="signature-modal" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <div className="signature-pad-frame">
          <SignaturePad
            strokes={strokes}
            onStrokesChange={setStrokes}
            label={t('signature.pad')}
            width={PAD_WIDTH}
            height={PAD_HEIGHT}
          />
        </div>
        <Flex justify="between" align="center" mt="2">
          <Text size="1" color="gray">
            {t('signature.hint')}
          </Text>
          <Button
            type="button"
            variant="ghost"
            onClick={() => setStrokes([])}
            disabled={strokes.length === 0}
          >
            {t('signature.clear')}
          </Button>
        </Flex>
        {children}
        <Flex gap="3" mt="4" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={cancel}>
            {t('signature.cancel')}
          </Button>
          <Button
            type="button"
            disabled={strokes.length === 0 || saveDisabled}
            onClick={() => onSave(exportSignature(strokes, PAD_WIDTH, PAD_HEIGHT))}
          >
            {t('signature.save')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
