import { AlertDialog, Button, Dialog, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../api/contract';
import '../logbook.css';
import { MODAL_DIALOG } from '../../shared/modal-dialog';

export interface ExportFormatDialogProps {
  readonly open: boolean;
  readonly count: number;
  readonly format: ExportFormat;
  readonly onFormatChange: (format: ExportFormat) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The export format dialog (spec 001 §2 Modals): csv or spreadsheet. */
export function ExportFormatDialog(props: ExportFormatDialogProps) {
  const { t } = useTranslation('logbook');
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <Dialog.Content {...MODAL_DIALOG} maxWidth="440px" data-testid="export-dialog">
        <Dialog.Title>{t('exportDialog.title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('exportDialog.description', { count: props.count })}
        </Dialog.Description>
        <RadioGroup.Root
          value={props.format}
          onValueChange={(value) => props.onFormatChange(value as ExportFormat)}
          aria-label={t('exportDialog.title')}
        >
          <RadioGroup.Item value="csv">{t('exportDialog.csv')}</RadioGroup.Item>
          <RadioGroup.Item value="spreadsheet">{t('exportDialog.spreadsheet')}</RadioGroup.Item>
        </RadioGroup.Root>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('actions.cancel')}
            </Button>
          </Dialog.Close>
          <Button className="logbook-strong" onClick={props.onConfirm} data-testid="export-confirm">
            {t('actions.startExport')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface ConfirmDeleteDialogProps {
  readonly open: boolean;
  readonly count: number;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The confirm-delete dialog (spec 001 §2 Modals). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('logbook');
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <AlertDialog.Content {...MODAL_DIALOG} maxWidth="440px" data-testid="delete-dialog">
        <AlertDialog.Title>{t('deleteDialog.title')}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Text>{t('deleteDialog.description', { count: props.count })}</Text>
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('actions.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button
              color="red"
              className="logbook-strong"
              onClick={props.onConfirm}
              data-testid="delete-confirm"
            >
              {t('actions.delete')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
