import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { MessageTime } from '../../machines/shared/message-time';
import { LabelledCheck } from '../shared/labelled-check.view';

export interface ProfileMessagesViewProps {
  readonly time: MessageTime;
  readonly onChange: (time: MessageTime) => void;
}

/**
 * How long messages stay (issue 36, WCAG 2.2.1): one switch that makes every passing message (a
 * snackbar, a toast, a save's confirmation) stay ten times as long. It applies at once, on this device.
 */
export function ProfileMessagesView(props: ProfileMessagesViewProps) {
  const { t } = useTranslation('profile');
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('messages.title')}
        </Heading>
        <Text as="p" size="2" color="gray" id="profile-messages-legend">
          {t('messages.legend')}
        </Text>
        <LabelledCheck
          kind="switch"
          label={t('messages.longer')}
          checked={props.time === 'long'}
          aria-describedby="profile-messages-legend"
          data-testid="profile-messages-longer"
          onCheckedChange={(checked) => props.onChange(checked ? 'long' : 'standard')}
        />
      </Flex>
    </Card>
  );
}
