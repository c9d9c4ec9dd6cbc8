import { Button, Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../shared/icons';
import type { ResetPageStatus } from './reset-page-status';

export interface ResetRequestFormProps {
  readonly status: ResetPageStatus;
  readonly onRequest: (accountName: string) => void;
  readonly initialAccountName?: string;
  /** With a failed request: seconds until the server takes requests from this address again (429). */
  readonly retryAfterSeconds?: number | null;
}

/** The failure's text: a wrong entry, the address's budget used up (how long to wait), or anything else. */
const failureText = (t: TFunction<'auth'>, status: ResetPageStatus, retryAfterSeconds: number | null) => {
  if (status === 'requestFailed') return t('reset.requestFailed');
  if (retryAfterSeconds !== null) {
    return t('reset.requestThrottled', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
  }
  return t('reset.requestError');
};

/** Without a token: ask for a reset link by account name or e-mail (spec 001 §2 Reset page). */
export function ResetRequestForm({
  status,
  onRequest,
  initialAccountName,
  retryAfterSeconds = null,
}: ResetRequestFormProps) {
  const { t } = useTranslation('auth');
  const [accountName, setAccountName] = useState(initialAccountName ?? '');
  const busy = status === 'busy';
  const enabled = accountName.trim() !== '' && !busy;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) onRequest(accountName.trim());
  };
  if (status === 'requestSent')
    return (
      <Callout.Root color="green" role="status">
        <Callout.Icon>
          <CheckIcon />
        </Callout.Icon>
        <Callout.Text>
          {t('reset.requestSent')} {t('reset.requestSentHint')}
        </Callout.Text>
      </Callout.Root>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray">
          {t('reset.requestIntro')}
        </Text>
        <div className="form-field">
          <Text as="label" size="2" weight="medium" htmlFor="reset-account-name">
            {t('reset.accountName')}
          </Text>
          <TextField.Root
            id="reset-account-name"
            size="3"
            value={accountName}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(e) => setAccountName(e.target.value)}
          />
        </div>
        {(status === 'requestFailed' || status === 'requestError') && (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <AlertIcon />
            </Callout.Icon>
            <Callout.Text>{failureText(t, status, retryAfterSeconds)}</Callout.Text>
          </Callout.Root>
        )}
        <Button type="submit" size="3" disabled={!enabled} loading={busy}>
          {t('reset.request')}
        </Button>
      </Flex>
    </form>
  );
}
