import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ProfileSwitchCard } from './profile-switch-card.view';

export interface ProfileAnalyticsViewProps {
  /** The user agreed (the switch is on). */
  readonly granted: boolean;
  readonly saving: boolean;
  /** The latest choice could not be stored. */
  readonly saveFailed: boolean;
  readonly onChange: (granted: boolean) => void;
  readonly onRetry: () => void;
}

/**
 * The analytics answer in the profile (issue 31): given, changed or revoked with one switch; the
 * change applies at once and is stored in the account settings. Shown only where analytics is
 * offered (configured, an account that is not internal). Props in, callbacks out.
 */
export function ProfileAnalyticsView(props: ProfileAnalyticsViewProps) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSwitchCard
      title={t('analytics.title')}
      legend={t('analytics.legend')}
      label={t('analytics.allow')}
      checked={props.granted}
      onCheckedChange={props.onChange}
    >
      {props.saving && (
        <Text as="p" size="2" color="gray" role="status">
          {t('analytics.saving')}
        </Text>
      )}
      {props.saveFailed && (
        <Flex align="center" gap="3" justify="between" role="alert">
          <Text as="p" size="2" color="red">
            {t('analytics.saveFailed')}
          </Text>
          <Button type="button" size="1" variant="soft" onClick={props.onRetry}>
            {t('analytics.retry')}
          </Button>
        </Flex>
      )}
    </ProfileSwitchCard>
  );
}
