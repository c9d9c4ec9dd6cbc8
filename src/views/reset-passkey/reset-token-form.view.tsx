import { Button, Callout, Flex, Link, Text } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouteLink } from 'wouter';
import { AlertIcon, CheckIcon } from '../shared/icons';
import { PasswordField } from '../shared/password-field.view';
import { PasskeyRuleList } from '../shared/passkey-rule-list.view';
import { canSubmitReset, passkeyProblems } from '../shared/passkey-rules';
import type { ResetPageStatus } from './reset-page-status';

export interface ResetTokenFormProps {
  readonly status: ResetPageStatus;
  readonly onReset: (newPasskey: string, confirmation: string) => void;
  readonly loginHref: string;
  readonly requestHref: string;
  readonly initialPasskey?: string;
  readonly initialConfirmation?: string;
}

/** With a token: the new password twice, with the live list of violated rules. */
export function ResetTokenForm(props: ResetTokenFormProps) {
  const { t } = useTranslation('auth');
  const [passkey, setPasskey] = useState(props.initialPasskey ?? '');
  const [confirmation, setConfirmation] = useState(props.initialConfirmation ?? '');
  const busy = props.status === 'busy';
  const enabled = canSubmitReset(passkey, confirmation) && !busy;
  const problems = passkeyProblems(passkey, confirmation);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) props.onReset(passkey, confirmation);
  };
  if (props.status === 'resetDone')
    return (
      <Flex direction="column" gap="4">
        <Callout.Root color="green" role="status">
          <Callout.Icon>
            <CheckIcon />
          </Callout.Icon>
          <Callout.Text>{t('reset.success')}</Callout.Text>
        </Callout.Root>
        <Button asChild size="3">
          <RouteLink href={props.loginHref}>{t('reset.toLogin')}</RouteLink>
        </Button>
      </Flex>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray">
          {t('reset.tokenIntro')}
        </Text>
        <PasswordField
          id="reset-new-password"
          label={t('reset.newPassword')}
          showLabel={t('reset.showPassword')}
          hideLabel={t('reset.hidePassword')}
          value={passkey}
          onChange={setPasskey}
          autoComplete="new-password"
          describedBy="reset-rules"
          invalid={problems.some((p) => p.rule !== 'mismatch')}
        />
        <PasswordField
          id="reset-confirm-password"
          label={t('reset.confirmPassword')}
          showLabel={t('reset.showPassword')}
          hideLabel={t('reset.hidePassword')}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          describedBy="reset-rules"
          invalid={problems.some((p) => p.rule === 'mismatch')}
        />
        <PasskeyRuleList id="reset-rules" problems={problems} touched={passkey !== ''} />
        {props.status === 'resetFailed' && (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <AlertIcon />
            </Callout.Icon>
            <Callout.Text>
              {t('reset.failed')} {t('reset.failedHint')}{' '}
              <Link asChild>
                <RouteLink href={props.requestHref}>{t('reset.requestNewLink')}</RouteLink>
              </Link>
            </Callout.Text>
          </Callout.Root>
        )}
        <Button type="submit" size="3" disabled={!enabled} loading={busy}>
          {t('reset.submit')}
        </Button>
      </Flex>
    </form>
  );
}
