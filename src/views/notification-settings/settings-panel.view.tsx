import { AlertDialog, Button, Callout, Flex, IconButton, Text } from '@radix-ui/themes';
import type { ApiFailure } from '../../api/api-failure';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, CrossIcon } from '../shared/icons';
import { failureText, type SettingsOutcome } from './settings-outcome';
import { SettingsRowsView, type SettingsRowsViewProps } from './settings-rows.view';
import { temporaryPeriodText } from './temporary-period';
import { TemporarySettingsView, type TemporarySettingsViewProps } from './temporary-settings.view';
import { MODAL_DIALOG } from '../shared/modal-dialog';
import '../shared/wrapping-buttons.css';

export interface SettingsPanelViewProps extends SettingsRowsViewProps {
  readonly isDemoUser: boolean;
  /** Some limit breaks a rule: the save is refused until it is fixed. */
  readonly invalid: boolean;
  /** The Save button works (the machine's `can(user.save)`; without a vehicle it opens the dialog). */
  readonly canSave: boolean;
  readonly canApplyToMany: boolean;
  readonly saving: boolean;
  readonly outcome: SettingsOutcome;
  /** The pick-a-locomotive dialog (Save without a vehicle). */
  readonly pickVehicle: boolean;
  readonly onSave: () => void;
  readonly onApplyToMany: () => void;
  /** Closes the confirmation, the failure or the dialog. */
  readonly onDismiss: () => void;
  /** The shown vehicle's temporary settings. */
  readonly temporary: TemporarySettingsViewProps;
}

/**
 * The form shared by the page and the drawer: the rows, the save's outcome, Save and apply-to-many,
 * and the pick-a-locomotive dialog. Pure props.
 */
export function SettingsPanelView(props: SettingsPanelViewProps) {
  const { t } = useTranslation('notificationSettings');
  return (
    <Flex direction="column" gap="3" className="settings-panel">
      <SettingsRowsView {...props} />
      <TemporarySettingsView {...props.temporary} />
      {props.outcome?.kind === 'failed' && (
        <SaveFailureView failure={props.outcome.failure} onDismiss={props.onDismiss} />
      )}
      <Flex align="center" gap="3" justify="end" wrap="wrap" className="settings-actions">
        <Flex direction="column" align="end" gap="1" flexGrow="1">
          {props.isDemoUser && (
            <Text size="1" color="gray" data-testid="settings-demo-note">
              {t('demoNoSave')}
            </Text>
          )}
          {props.invalid && !props.isDemoUser && (
            <Text size="1" color="red">
              {t('invalidHint')}
            </Text>
          )}
          {props.outcome?.kind === 'saved' && (
            <Text
              size="2"
              color="grass"
              role="status"
              className="settings-saved"
              data-testid="settings-saved"
            >
              <CheckIcon size={16} /> <SavedText outcome={props.outcome} />
            </Text>
          )}
        </Flex>
        <Flex gap="3" wrap="wrap" justify="end" className="settings-buttons wrapping-buttons">
          <Button
            type="button"
            variant="soft"
            disabled={!props.canApplyToMany}
            onClick={props.onApplyToMany}
            data-testid="settings-apply-many"
          >
            {t('applyToMany')}
          </Button>
          <Button
            type="button"
            disabled={!props.canSave}
            loading={props.saving}
            onClick={props.onSave}
            data-testid="settings-save"
          >
            {t('save')}
          </Button>
        </Flex>
      </Flex>
      <AlertDialog.Root open={props.pickVehicle} onOpenChange={(open) => !open && props.onDismiss()}>
        <AlertDialog.Content {...MODAL_DIALOG} maxWidth="420px" data-testid="settings-pick-vehicle">
          <AlertDialog.Title>{t('pick.title')}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t('pick.text')}</AlertDialog.Description>
          <Flex justify="end" mt="4">
            <AlertDialog.Cancel>
              <Button type="button">{t('pick.ok')}</Button>
            </AlertDialog.Cancel>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  );
}

/** The confirmation: for how many vehicles, and for which days when it was a temporary save. */
function SavedText({ outcome }: { readonly outcome: Extract<SettingsOutcome, { kind: 'saved' }> }) {
  const { t } = useTranslation('notificationSettings');
  if (outcome.period) {
    const period = temporaryPeriodText(outcome.period);
    return outcome.count > 1
      ? t('savedTemporaryMany', { count: outcome.count, period })
      : t('savedTemporaryOne', { period });
  }
  return outcome.count > 1 ? t('savedMany', { count: outcome.count }) : t('saved');
}

/** The save's failure with its reason; the edits stay (page and apply-to-many drawer). */
export function SaveFailureView(props: { readonly failure: ApiFailure; readonly onDismiss: () => void }) {
  const { t } = useTranslation('notificationSettings');
  const text = failureText(props.failure);
  return (
    <Callout.Root color="red" variant="surface" role="alert" data-testid="settings-save-failed">
      <Callout.Icon>
        <AlertIcon />
      </Callout.Icon>
      <Flex align="start" justify="between" gap="3">
        <Callout.Text>
          <Text weight="bold">{t('failed.title')}</Text> {t(text.key, { status: text.status })}
        </Callout.Text>
        <IconButton
          type="button"
          size="1"
          variant="ghost"
          color="gray"
          aria-label={t('failed.dismiss')}
          onClick={props.onDismiss}
        >
          <CrossIcon size={14} />
        </IconButton>
      </Flex>
    </Callout.Root>
  );
}
