import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MODAL_DIALOG } from '../../shared/modal-dialog';

export interface ConfirmModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  /** Null: a notice with one button. */
  readonly cancelLabel: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly danger?: boolean;
  readonly busy?: boolean;
}

/** The generic confirmation (spec 001 §2 modals): confirm-delete, unsaved changes, defect notice. */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <AlertDialog.Content {...MODAL_DIALOG} maxWidth="460px">
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{props.text}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          {props.cancelLabel !== null && (
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray">
                {props.cancelLabel}
              </Button>
            </AlertDialog.Cancel>
          )}
          <Button
            type="button"
            color={props.danger ? 'red' : 'teal'}
            loading={props.busy ?? false}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export type EntryModal = 'confirmDelete' | 'confirmClose' | 'defectNotice' | null;

/** The drawer's three questions, one open at a time. */
export function EntryModals({
  modal,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly modal: EntryModal;
  readonly busy: boolean;
  readonly onConfirm: (modal: Exclude<EntryModal, null>) => void;
  readonly onCancel: (modal: Exclude<EntryModal, null>) => void;
}) {
  const { t } = useTranslation('logbookEntry');
  return (
    <>
      <ConfirmModal
        open={modal === 'confirmDelete'}
        title={t('modals.deleteTitle')}
        text={t('modals.deleteText')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        danger
        busy={busy}
        onConfirm={() => onConfirm('confirmDelete')}
        onCancel={() => onCancel('confirmDelete')}
      />
      <ConfirmModal
        open={modal === 'confirmClose'}
        title={t('modals.unsavedTitle')}
        text={t('modals.unsavedText')}
        confirmLabel={t('actions.yes')}
        cancelLabel={t('actions.no')}
        onConfirm={() => onConfirm('confirmClose')}
        onCancel={() => onCancel('confirmClose')}
      />
      <ConfirmModal
        open={modal === 'defectNotice'}
        title={t('modals.defectTitle')}
        text={t('modals.defectText')}
        confirmLabel={t('actions.ok')}
        cancelLabel={null}
        onConfirm={() => onConfirm('defectNotice')}
        onCancel={() => onCancel('defectNotice')}
      />
    </>
  );
}
