import { Callout, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../shared/icons';
import { ProfileCredentialsView, type ProfileCredentialsViewProps } from './profile-credentials.view';
import { ProfileLanguageView, type ProfileLanguageViewProps } from './profile-language.view';
import { ProfileMessagesView, type ProfileMessagesViewProps } from './profile-messages.view';
import { ProfileOutcomeDialog, type ProfileOutcomeDialogProps } from './profile-outcome-dialog.view';
import './profile.css';

/** The account as the page shows it, read-only. */
export interface ProfileAccount {
  readonly accountName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
}

export interface ProfileViewProps extends ProfileOutcomeDialogProps {
  readonly account: ProfileAccount;
  readonly isDemoUser: boolean;
  readonly credentials: ProfileCredentialsViewProps;
  readonly language: ProfileLanguageViewProps;
  /** How long messages stay on this device (issue 36). */
  readonly messages: ProfileMessagesViewProps;
  /** The avatar editor, when the page has one. */
  readonly avatar?: ReactNode;
  /** The analytics switch, where analytics is offered (issue 31). */
  readonly analytics?: ReactNode;
}

/**
 * The profile page (spec 001 §2 Profile): personal information and the current e-mail read-only, the
 * password and e-mail change, the language, and the save's outcome dialog. Props in, callbacks out.
 */
export function ProfileView(props: ProfileViewProps) {
  const { t } = useTranslation('profile');
  const { account } = props;
  return (
    <Flex direction="column" gap="4" className="profile-page" data-testid="profile-page">
      <Heading as="h1" size="6">
        {t('title')}
      </Heading>
      {props.isDemoUser && (
        <Callout.Root color="amber" role="status">
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
          <Callout.Text>{t('demoNotice')}</Callout.Text>
        </Callout.Root>
      )}
      <div className="profile-grid">
        <Flex direction="column" gap="4">
          <Card size="3">
            <Flex direction="column" gap="3">
              <Heading as="h2" size="4">
                {t('account.title')}
              </Heading>
              {props.avatar}
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                <Item label={t('account.accountName')} value={account.accountName} />
                <Item label={t('account.firstName')} value={account.firstName} />
                <Item label={t('account.lastName')} value={account.lastName} />
                <Item
                  label={t('account.email')}
                  value={account.email ?? t('account.noEmail')}
                  testId="profile-current-email"
                />
              </DataList.Root>
            </Flex>
          </Card>
          <ProfileLanguageView {...props.language} />
          <ProfileMessagesView {...props.messages} />
          {props.analytics}
        </Flex>
        <ProfileCredentialsView {...props.credentials} />
      </div>
      <ProfileOutcomeDialog outcome={props.outcome} onDismiss={props.onDismiss} />
    </Flex>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">{label}</DataList.Label>
      <DataList.Value>
        <Text data-testid={testId}>{value}</Text>
      </DataList.Value>
    </DataList.Item>
  );
}
