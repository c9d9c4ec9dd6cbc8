import '../shared/accessible-buttons.css';
import { Button, Card, Dialog, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { UserMessage } from '../../api/contract';
import { InfoIcon } from '../shared/icons';
import './update-prompt.css';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface UpdatePromptProps {
  /** The update prompt: a new version is there. */
  readonly updateShown: boolean;
  /** Refresh is running (caches cleared, reload in 0.7 s). */
  readonly refreshing: boolean;
  /** The message, while its prompt shows; null otherwise. */
  readonly message: UserMessage | null;
  /** The details dialog is open. */
  readonly detailsOpen: boolean;
  /** Disable-dismiss: no dismiss button; the details mark the message seen. */
  readonly dismissDisabled: boolean;
  readonly onLater: () => void;
  readonly onRefresh: () => void;
  readonly onDismiss: () => void;
  readonly onOpenDetails: () => void;
  readonly onCloseDetails: () => void;
}

/** The message in the interface language: English for English, German otherwise (the fallback). */
const textOf = (message: UserMessage, language: string): string =>
  language.startsWith('en') ? message.en : message.de;

/**
 * The update and message prompts of every user (spec 000 §4, spec 001 §4): the update prompt with
 * Later and Refresh at the bottom right, the administrators' message at the top with Details and
 * (unless disable-dismiss) Dismiss; the details open the whole text in a dialog.
 */
export function UpdatePrompt(props: UpdatePromptProps) {
  const { t, i18n } = useTranslation('common');
  const text = props.message === null ? null : textOf(props.message, i18n.language);
  return (
    <>
      {text !== null && (
        <section className="message-prompt" aria-label={t('messagePrompt.label')}>
          <Card size="2" role="status">
            <Flex direction="column" gap="2">
              <Flex align="center" gap="2">
                <InfoIcon />
                <Text as="p" size="2" weight="bold">
                  {t('messagePrompt.label')}
                </Text>
              </Flex>
              <Text as="p" size="2" className="message-prompt-text" data-testid="message-prompt-text">
                {text}
              </Text>
              <Flex gap="2" justify="end">
                <Button type="button" size="2" variant="soft" color="gray" onClick={props.onOpenDetails}>
                  {t('messagePrompt.details')}
                </Button>
                {!props.dismissDisabled && (
                  <Button
                    type="button"
                    size="2"
                    variant="outline"
                    color="gray"

                    onClick={props.onDismiss}
                  >
                    {t('messagePrompt.dismiss')}
                  </Button>
                )}
              </Flex>
            </Flex>
          </Card>
        </section>
      )}
      <Dialog.Root
        open={text !== null && props.detailsOpen}
        onOpenChange={(open) => {
          if (!open) props.onCloseDetails();
        }}
      >
        <Dialog.Content {...MODAL_DIALOG} maxWidth="520px">
          <Dialog.Title>{t('messagePrompt.label')}</Dialog.Title>
          <Dialog.Description size="2" className="message-prompt-details">
            {text}
          </Dialog.Description>
          <Flex justify="end" mt="4">
            <Dialog.Close>
              <Button type="button">{t('messagePrompt.close')}</Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
      {(props.updateShown || props.refreshing) && (
        <section className="update-prompt" aria-label={t('updatePrompt.label')}>
          <Card size="2" role="status">
            <Flex direction="column" gap="2">
              <Text as="p" size="2" weight="medium">
                {props.refreshing ? t('updatePrompt.refreshing') : t('updatePrompt.text')}
              </Text>
              <Flex gap="2" justify="end">
                <Button
                  type="button"
                  size="1"
                  variant="outline"
                  disabled={props.refreshing}
                  onClick={props.onLater}
                >
                  {t('updatePrompt.later')}
                </Button>
                <Button type="button" size="2" loading={props.refreshing} onClick={props.onRefresh}>
                  {t('updatePrompt.refresh')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        </section>
      )}
    </>
  );
}
