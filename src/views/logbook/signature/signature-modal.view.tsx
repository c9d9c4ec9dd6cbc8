import { Button, Dialog, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad, exportSignature, type Stroke } from './signature-pad.view';
import { SignByNameFields } from './sign-by-name.view';
import { typedNameImage } from './typed-name-image';
import './signature.css';
import { MODAL_DIALOG } from '../../shared/modal-dialog';
import { keepsFocusWhileBusy } from '../../shared/keeps-focus-while-busy';

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
  /** Offers signing by typed name beside drawing (issue 36); without it the pad is the only way. */
  readonly byName?: SignByNameOption;
}

/** Signing by typed name: what the modal hands over, and what it shows meanwhile. */
export interface SignByNameOption {
  /** The name, the password, and the name drawn as the signature's PNG (base64, no `data:` prefix). */
  readonly onSign: (fullName: string, passkey: string, pngBase64: string) => void;
  /** The server is checking name and password. */
  readonly busy: boolean;
  /** Why the last attempt was refused, in the user's language; null: none. */
  readonly error: string | null;
}

type Mode = 'draw' | 'name';

/** The pad's logical size: the saved PNG's pixels (server checks and PDFs expect 720 × 240). */
const PAD_WIDTH = 720;
const PAD_HEIGHT = 240;

/**
 * The signature pad modal (spec 001 §2, §5; 768 px wide where there is room): draw with pen, finger or
 * mouse; save is enabled only after something is drawn; clear starts again. Shared by the entry's
 * finalisation and the comment form. On a narrow or short screen (signature.css) it fits the window:
 * the pad is scaled to the width available (the saved PNG stays PAD_WIDTH × PAD_HEIGHT), the body
 * scrolls and Cancel and Save stay in view below it.
 */
export function SignatureModal({
  open,
  title,
  onSave,
  onCancel,
  children,
  saveDisabled = false,
  byName,
}: SignatureModalProps) {
  const { t } = useTranslation('logbookEntry');
  const [strokes, setStrokes] = useState<readonly Stroke[]>([]);
  const [mode, setMode] = useState<Mode>('draw');
  const [fullName, setFullName] = useState('');
  const [passkey, setPasskey] = useState('');
  const cancel = () => {
    setStrokes([]);
    setMode('draw');
    setFullName('');
    setPasskey('');
    onCancel();
  };
  const byNameShown = byName !== undefined && mode === 'name';
  const busy = byNameShown && byName.busy;
  const canSave = byNameShown
    ? fullName.trim().length > 0 && passkey.length > 0 && !saveDisabled
    : strokes.length > 0 && !saveDisabled;
  const save = () => {
    if (busy || !canSave) return;
    if (byNameShown) byName.onSign(fullName, passkey, typedNameImage(fullName, PAD_WIDTH, PAD_HEIGHT));
    else onSave(exportSignature(strokes, PAD_WIDTH, PAD_HEIGHT));
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && cancel()}>
      {/* The width limits are signature.css's (.signature-modal), not Radix's 600 px default. */}
      <Dialog.Content {...MODAL_DIALOG} className="signature-modal" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <div className="signature-modal-body" data-testid="signature-modal-body">
          {byName && (
            <SegmentedControl.Root
              className="signature-mode"
              aria-label={t('signature.modeLabel')}
              value={mode}
              onValueChange={(value) => setMode(value === 'name' ? 'name' : 'draw')}
              mb="3"
            >
              <SegmentedControl.Item value="draw">{t('signature.modeDraw')}</SegmentedControl.Item>
              <SegmentedControl.Item value="name">{t('signature.modeName')}</SegmentedControl.Item>
            </SegmentedControl.Root>
          )}
          {byNameShown ? (
            <SignByNameFields
              fullName={fullName}
              passkey={passkey}
              onFullNameChange={setFullName}
              onPasskeyChange={setPasskey}
              error={byName.error}
              busy={byName.busy}
            />
          ) : (
            <>
              <div className="signature-pad-frame">
                <SignaturePad
                  strokes={strokes}
                  onStrokesChange={setStrokes}
                  label={t('signature.pad')}
                  width={PAD_WIDTH}
                  height={PAD_HEIGHT}
                />
              </div>
              <Flex justify="between" align="center" gap="2" wrap="wrap" mt="2">
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
            </>
          )}
          {children}
        </div>
        <Flex className="signature-modal-footer" gap="3" justify="end" wrap="wrap">
          <Button type="button" variant="soft" color="gray" onClick={cancel}>
            {t('signature.cancel')}
          </Button>
          <Button type="button" {...keepsFocusWhileBusy(busy, canSave)} onClick={save}>
            {byNameShown ? t('signature.signByName') : t('signature.save')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
