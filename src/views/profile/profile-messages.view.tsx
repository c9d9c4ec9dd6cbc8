import { useTranslation } from 'react-i18next';
import type { MessageTime } from '../../machines/shared/message-time';
import { ProfileSwitchCard } from './profile-switch-card.view';

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
    <ProfileSwitchCard
      title={t('messages.title')}
      legend={t('messages.legend')}
      label={t('messages.longer')}
      checked={props.time === 'long'}
      data-testid="profile-messages-longer"
      onCheckedChange={(checked) => props.onChange(checked ? 'long' : 'standard')}
    />
  );
}
