import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LabelledCheck } from '../shared/labelled-check.view';

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
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('analytics.title')}
        </Heading>
        <Text as="p" size="2" color="gray" id="profile-analytics-legend">
          {t('analytics.legend')}
        </Text>
        <LabelledCheck
          kind="switch"
          label={t('analytics.allow')}
          checked={props.granted}
          aria-describedby="profile-analytics-legend"
          onCheckedChange={(checked) => props.onChange(checked)}
        />
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
      </Flex>
    </Card>
  );
}
