import { Button, Callout, Flex, Heading, Link, Separator, Text, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouteLink } from 'wouter';
import type { Language } from '../../api/contract/accounts.contract';
import { splitMinutesSeconds } from '../../i18n/duration';
import type { LoginError } from '../../machines/session/session.types';
import { AuthLayout } from '../shared/auth-layout.view';
import { AlertIcon, OfflineIcon } from '../shared/icons';
import { LanguageSwitch } from '../shared/language-switch.view';
import { PasswordField } from '../shared/password-field.view';

export interface LoginViewProps {
  readonly language: Language;
  readonly onLanguageChange: (language: Language) => void;
  readonly online: boolean;
  /** A login is running. */
  readonly busy: boolean;
  readonly error: LoginError | null;
  /** A user token is stored: offer to switch user (which clears it). */
  readonly hasStoredUser: boolean;
  readonly onSwitchUser: () => void;
  /** Privacy policy of the current language; the link is left out when empty. */
  readonly privacyPolicyUrl: string;
  readonly resetPasskeyHref: string;
  readonly onLogin: (accountName: string, passkey: string) => void;
  readonly initialAccountName?: string;
  readonly initialPasskey?: string;
}

/** Login needs both fields and a connection (spec 001 §5), and no login already running. */
export const canSubmitLogin = (
  accountName: string,
  passkey: string,
  online: boolean,
  busy: boolean,
): boolean => accountName.trim() !== '' && passkey !== '' && online && !busy;

/** Every failure object gets its own number, so each new failure replays the shake animation. */
const errorIds = new WeakMap<object, number>();
let nextErrorId = 1;
const errorId = (error: LoginError): number => {
  let id = errorIds.get(error);
  if (id === undefined) {
    id = nextErrorId++;
    errorIds.set(error, id);
  }
  return id;
};

function LoginErrorMessage({ error }: { readonly error: LoginError }) {
  const { t } = useTranslation('auth');
  let text: string;
  switch (error.kind) {
    case 'invalidCredentials':
      text = t('login.errors.invalidCredentials');
      break;
    case 'throttled':
      text = t('login.errors.throttled', splitMinutesSeconds(error.retryAfterSeconds));
      break;
    case 'offline':
      text = t('login.errors.offline');
      break;
    case 'server':
      text =
        error.status === null
          ? t('login.errors.server')
          : t('login.errors.serverStatus', { status: error.status });
  }
  return (
    <Callout.Root color="red" role="alert" data-error={error.kind}>
      <Callout.Icon>
        <AlertIcon />
      </Callout.Icon>
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}

/** The login page (spec 001 §2 Login, §4, §5, §8): pure, props in and callbacks out. */
export function LoginView(props: LoginViewProps) {
  const { t } = useTranslation('auth');
  const [accountName, setAccountName] = useState(props.initialAccountName ?? '');
  const [passkey, setPasskey] = useState(props.initialPasskey ?? '');
  const enabled = canSubmitLogin(accountName, passkey, props.online, props.busy);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) props.onLogin(accountName.trim(), passkey);
  };
  const shake = props.error?.kind === 'invalidCredentials';
  return (
    <AuthLayout
      labelledBy="login-title"
      corner={
        <LanguageSwitch
          language={props.language}
          onChange={props.onLanguageChange}
          label={t('login.language')}
        />
      }
    >
      <Heading as="h1" size="7" id="login-title">
        {t('login.title')}
      </Heading>
      <Text as="p" color="gray" size="3" mt="1" mb="5">
        {t('login.slogan')}
      </Text>
      <div key={props.error ? errorId(props.error) : 0} className={shake ? 'auth-shake' : undefined}>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="4">
            <div className="form-field">
              <Text as="label" size="2" weight="medium" htmlFor="login-username">
                {t('login.username')}
              </Text>
              <TextField.Root
                id="login-username"
                size="3"
                value={accountName}
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                onChange={(e) => setAccountName(e.target.value)}
              />
            </div>
            <PasswordField
              id="login-password"
              label={t('login.password')}
              showLabel={t('login.showPassword')}
              hideLabel={t('login.hidePassword')}
              value={passkey}
              onChange={setPasskey}
              autoComplete="current-password"
              invalid={shake}
            />
            {!props.online && (
              <Callout.Root color="amber" role="status">
                <Callout.Icon>
                  <OfflineIcon />
                </Callout.Icon>
                <Callout.Text>{t('login.offlineHint')}</Callout.Text>
              </Callout.Root>
            )}
            {props.error && <LoginErrorMessage error={props.error} />}
            <Button type="submit" size="3" disabled={!enabled} loading={props.busy}>
              {t('login.submit')}
            </Button>
            {props.hasStoredUser && (
              <Button type="button" size="3" variant="soft" color="gray" onClick={props.onSwitchUser}>
                {t('login.switchUser')}
              </Button>
            )}
          </Flex>
        </form>
      </div>
      <Separator size="4" my="5" />
      <Flex justify="between" gap="3" wrap="wrap">
        <Link asChild size="2">
          <RouteLink href={props.resetPasskeyHref}>{t('login.forgotPassword')}</RouteLink>
        </Link>
        {props.privacyPolicyUrl !== '' && (
          <Link size="2" href={props.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {t('login.privacyPolicy')}
          </Link>
        )}
      </Flex>
    </AuthLayout>
  );
}
