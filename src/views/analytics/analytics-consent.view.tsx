import '../shared/accessible-buttons.css';
import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import './analytics-consent.css';

export interface AnalyticsConsentViewProps {
  /** The question: an eligible account that never answered (machine tag `asking`). */
  readonly asking: boolean;
  /** The latest choice could not be stored (tag `saveFailed`). */
  readonly saveFailed: boolean;
  /** A save is running: Try again is off. */
  readonly saving: boolean;
  readonly onAllow: () => void;
  readonly onDecline: () => void;
  readonly onRetry: () => void;
}

/**
 * The analytics question (issue 31), in the user's language, at the bottom left, out of the way of
 * the update prompt: Allow or Decline, both equally easy; nothing loads before Allow. After a choice
 * whose save failed, a short notice offers to try again. Props in, callbacks out.
 */
export function AnalyticsConsentView(props: AnalyticsConsentViewProps) {
  const { t } = useTranslation('common');
  if (props.asking) {
    return (
      <section className="analytics-consent" aria-labelledby="analytics-consent-title">
        <Card size="2">
          <Flex direction="column" gap="2">
            <Text as="p" size="2" weight="bold" id="analytics-consent-title">
              {t('analyticsConsent.label')}
            </Text>
            <Text as="p" size="2">
              {t('analyticsConsent.question')}
            </Text>
            <Flex gap="2" justify="end">
              <Button type="button" size="2" variant="outline" color="gray" onClick={props.onDecline}>
                {t('analyticsConsent.decline')}
              </Button>
              <Button type="button" size="2" variant="outline" onClick={props.onAllow}>
                {t('analyticsConsent.allow')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      </section>
    );
  }
  if (!props.saveFailed) return null;
  return (
    <section className="analytics-consent" aria-labelledby="analytics-consent-title">
      <Card size="1" role="alert">
        <Flex align="center" gap="3" justify="between">
          <Text as="p" size="2" id="analytics-consent-title">
            {t('analyticsConsent.saveFailed')}
          </Text>
          <Button type="button" size="1" variant="soft" disabled={props.saving} onClick={props.onRetry}>
            {t('analyticsConsent.retry')}
          </Button>
        </Flex>
      </Card>
    </section>
  );
}
