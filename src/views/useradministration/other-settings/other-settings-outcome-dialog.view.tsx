import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../shared/icons';
import type { OtherSettingsOutcome } from './other-settings-outcome';
import { MODAL_DIALOG } from '../../shared/modal-dialog';

export interface OtherSettingsOutcomeDialogProps {
  readonly outcome: OtherSettingsOutcome;
  /** Sends the failed call again (deployment, approval or save). */
  readonly onRetry: () => void;
  readonly onDismiss: () => void;
}

/** The outcome of a deployment, an approval or "Update version"; failures offer a retry. */
export function OtherSettingsOutcomeDialog({ outcome, onRetry, onDismiss }: OtherSettingsOutcomeDialogProps) {
  const { t } = useTranslation('administration');
  if (outcome === null) return null;
  const ok = outcome.kind === 'deployed' || outcome.kind === 'saved';
  const { title, text } = {
    deployed: {
      title: t('otherSettings.deployment.deployedTitle'),
      text: t('otherSettings.deployment.filesUpdated'),
    },
    deployFailed: {
      title: t('otherSettings.deployment.title'),
      text: t('otherSettings.deployment.failToCopy'),
    },
    approveFailed: {
      title: t('otherSettings.deployment.approveFailedTitle'),
      text: t('otherSettings.deployment.approveFailed'),
    },
    saved: { title: t('otherSettings.interaction.savedTitle'), text: t('otherSettings.interaction.saved') },
    saveFailed: {
      title: t('otherSettings.interaction.saveFailedTitle'),
      text: t('otherSettings.interaction.saveFailed'),
    },
  }[outcome.kind];
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onDismiss()}>
      <AlertDialog.Content {...MODAL_DIALOG} maxWidth="440px" data-testid="other-settings-outcome">
        <AlertDialog.Title color={ok ? 'green' : 'red'}>
          <Flex align="center" gap="2">
            {ok ? <CheckIcon /> : <AlertIcon />}
            {title}
          </Flex>
        </AlertDialog.Title>
        <AlertDialog.Description size="3" weight="medium">
          {text}
        </AlertDialog.Description>
        {'reason' in outcome && (
          <Text as="p" size="2" color="gray" mt="2">
            {t(`otherSettings.failure.${outcome.reason}`)}
          </Text>
        )}
        <Flex justify="end" gap="3" mt="4">
          {!ok && (
            <Button type="button" onClick={onRetry}>
              {t('otherSettings.retry')}
            </Button>
          )}
          <AlertDialog.Cancel>
            <Button type="button" {...(ok ? {} : { variant: 'soft', color: 'gray' })}>
              {t('otherSettings.close')}
            </Button>
          </AlertDialog.Cancel>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
