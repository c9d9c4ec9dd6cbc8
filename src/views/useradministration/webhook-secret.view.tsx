import { Button, Code, Dialog, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { IssuedWebhookSecret } from '../../machines/administration/webhook-editor.types';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface WebhookSecretViewProps {
  /** The new endpoint's signing secret while it is shown; null: no dialog. */
  readonly secret: IssuedWebhookSecret | null;
  readonly onDismiss: () => void;
}

/**
 * The signing secret of an endpoint just registered (issue 27 §6): shown once, until the dialog
 * closes; the console shows only its last four characters afterwards. Props in, callbacks out.
 */
export function WebhookSecretView({ secret, onDismiss }: WebhookSecretViewProps) {
  const { t } = useTranslation('administration');
  return (
    <Dialog.Root open={secret !== null} onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        className="admin-dialog"
        maxWidth="560px"
        data-testid="webhook-secret"
      >
        <Dialog.Title>{t('webhooks.secretDialog.title')}</Dialog.Title>
        <Dialog.Description size="2" className="admin-webhook-url">
          {secret?.url ?? ''}
        </Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <Code size="3" data-testid="webhook-issued-secret" className="admin-json">
            {secret?.secret ?? ''}
          </Code>
          <Text size="2" color="gray">
            {t('webhooks.secretDialog.hint')}
          </Text>
          <Flex justify="end">
            <Dialog.Close>
              <Button>{t('webhooks.secretDialog.close')}</Button>
            </Dialog.Close>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
