// STUB: replaced when the C2 (client entry) branch merges
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignatureModalProps {
  readonly open: boolean;
  readonly title: string;
  /** The drawn signature as PNG base64 without the `data:` prefix. */
  readonly onSave: (pngBase64: string) => void;
  readonly onCancel: () => void;
  /** Extra content, e.g. the two finalise confirmations. */
  readonly children?: ReactNode;
  readonly saveDisabled?: boolean;
}

/**
 * A minimal stand-in for C2's signature modal (same props): a canvas to draw on, save enabled once
 * something is drawn (spec 001 §5). Only here so the comment form compiles and can be tried.
 */
export function SignatureModal({
  open,
  title,
  onSave,
  onCancel,
  children,
  saveDisabled,
}: SignatureModalProps) {
  const { t } = useTranslation('logbookComments');
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top] as const;
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Content maxWidth="768px" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <canvas
          ref={canvas}
          width={720}
          height={240}
          aria-label={t('signature.pad')}
          style={{ border: '1px solid var(--gray-7)', borderRadius: 6, touchAction: 'none', width: '100%' }}
          onPointerDown={(event) => {
            const context = event.currentTarget.getContext('2d');
            if (!context) return;
            drawing.current = true;
            context.beginPath();
            context.moveTo(...point(event));
          }}
          onPointerMove={(event) => {
            const context = event.currentTarget.getContext('2d');
            if (!drawing.current || !context) return;
            context.lineTo(...point(event));
            context.stroke();
            setDrawn(true);
          }}
          onPointerUp={() => {
            drawing.current = false;
          }}
        />
        {children}
        <Flex gap="3" mt="4" justify="end">
          <Button variant="soft" color="gray" onClick={onCancel}>
            {t('signature.cancel')}
          </Button>
          <Button
            disabled={!drawn || saveDisabled === true}
            onClick={() => onSave((canvas.current?.toDataURL('image/png') ?? '').replace(/^data:[^,]*,/, ''))}
          >
            {t('signature.save')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
