import '../shared/accessible-buttons.css';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface SessionInvalidDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** 'Please Login!' / 'Session has expired please login again'; the session closes it by itself. */
export function SessionInvalidDialog({ open, onClose }: SessionInvalidDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content {...MODAL_DIALOG} maxWidth="420px" role="alertdialog">
        <Dialog.Title>{t('session.invalidTitle')}</Dialog.Title>
        <Dialog.Description size="2">{t('session.invalidMessage')}</Dialog.Description>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button className="session-invalid-close">{t('session.close')}</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
