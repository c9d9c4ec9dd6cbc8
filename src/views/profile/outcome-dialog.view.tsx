import '../shared/accessible-buttons.css';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../shared/icons';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface OutcomeDialogProps {
  readonly open: boolean;
  /** Success (green, check) or failure (red, alert). */
  readonly ok: boolean;
  readonly title: string;
  readonly text: string;
  readonly testId: string;
  readonly onDismiss: () => void;
}

/** A save's outcome (spec 001 §8); the machine closes it after 2 s (success) or 4 s (failure). */
export function OutcomeDialog(props: OutcomeDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => !open && props.onDismiss()}>
      <AlertDialog.Content {...MODAL_DIALOG} maxWidth="420px" data-testid={props.testId}>
        <AlertDialog.Title color={props.ok ? 'green' : 'red'}>
          <Flex align="center" gap="2">
            {props.ok ? <CheckIcon /> : <AlertIcon />}
            {props.title}
          </Flex>
        </AlertDialog.Title>
        <AlertDialog.Description size="2">{props.text}</AlertDialog.Description>
        <Flex justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button type="button">{t('dialog.close')}</Button>
          </AlertDialog.Cancel>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
