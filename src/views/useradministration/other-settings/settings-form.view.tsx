import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedCallout } from './load-failed-callout.view';
import { UserInteractionView, type UserInteractionViewProps } from './user-interaction.view';
import { VersionNumberView, type VersionNumberViewProps } from './version-number.view';

export interface SettingsFormViewProps {
  /** The settings are being read for the first time. */
  readonly loading: boolean;
  readonly loadFailed: boolean;
  readonly saving: boolean;
  /** "Update version" is enabled (spec 001 §5: something checked, every field valid). */
  readonly canSave: boolean;
  /** Neither version change, suggest refresh nor show message is checked: the hint says so. */
  readonly nothingChecked: boolean;
  /** On production the button is not offered at all. */
  readonly readOnly: boolean;
  readonly version: VersionNumberViewProps;
  readonly interaction: UserInteractionViewProps;
  readonly onSave: () => void;
  readonly onRetry: () => void;
}

/** The version number and the user interaction, stored together with "Update version". */
export function SettingsFormView(props: SettingsFormViewProps) {
  const { t } = useTranslation('administration');
  if (props.loadFailed) {
    return <LoadFailedCallout onRetry={props.onRetry} />;
  }
  if (props.loading) {
    return (
      <Flex gap="2" align="center">
        <Spinner />
        <Text size="2">{t('otherSettings.loading')}</Text>
      </Flex>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.canSave) props.onSave();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('otherSettings.version.title')}>
      <Flex direction="column" gap="4">
        <VersionNumberView {...props.version} />
        <UserInteractionView {...props.interaction} />
        {!props.readOnly && (
          <Flex direction="column" gap="2">
            <Flex gap="3" align="center" wrap="wrap">
              <Button type="submit" disabled={!props.canSave} loading={props.saving}>
                {t('otherSettings.interaction.update')}
              </Button>
              {props.nothingChecked && (
                <Text size="1" color="gray">
                  {t('otherSettings.interaction.updateHint')}
                </Text>
              )}
            </Flex>
            <Text as="p" size="1" color="gray">
              {t('otherSettings.interaction.nextDeployment')}
            </Text>
          </Flex>
        )}
      </Flex>
    </form>
  );
}
