import { Heading, Link, Separator } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link as RouteLink } from 'wouter';
import type { Language } from '../../api/contract/accounts.contract';
import { AuthLayout } from '../shared/auth-layout.view';
import { LanguageSwitch } from '../shared/language-switch.view';
import { ResetRequestForm } from './reset-request-form.view';
import { ResetTokenForm } from './reset-token-form.view';
import type { ResetPageStatus } from './reset-page-status';

export type { ResetPageStatus };

export interface ResetPasskeyViewProps {
  readonly language: Language;
  readonly onLanguageChange: (language: Language) => void;
  /** The token of the mailed link; null shows the request form. */
  readonly token: string | null;
  readonly status: ResetPageStatus;
  readonly onRequest: (accountName: string) => void;
  readonly onReset: (newPasskey: string, confirmation: string) => void;
  readonly loginHref: string;
  readonly requestHref: string;
  readonly initialAccountName?: string;
  /** A request refused for the address's budget (429): seconds until it may ask again. */
  readonly retryAfterSeconds?: number | null;
  readonly initialPasskey?: string;
  readonly initialConfirmation?: string;
}

/** The reset page (spec 001 §2 Reset page, §5, §8): pure, props in and callbacks out. */
export function ResetPasskeyView(props: ResetPasskeyViewProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      labelledBy="reset-title"
      corner={
        <LanguageSwitch
          language={props.language}
          onChange={props.onLanguageChange}
          label={t('login.language')}
        />
      }
    >
      <Heading as="h1" size="6" id="reset-title" mb="4">
        {t('reset.title')}
      </Heading>
      {props.token === null ? (
        <ResetRequestForm
          status={props.status}
          onRequest={props.onRequest}
          retryAfterSeconds={props.retryAfterSeconds ?? null}
          {...(props.initialAccountName !== undefined
            ? { initialAccountName: props.initialAccountName }
            : {})}
        />
      ) : (
        <ResetTokenForm
          status={props.status}
          onReset={props.onReset}
          loginHref={props.loginHref}
          requestHref={props.requestHref}
          {...(props.initialPasskey !== undefined ? { initialPasskey: props.initialPasskey } : {})}
          {...(props.initialConfirmation !== undefined
            ? { initialConfirmation: props.initialConfirmation }
            : {})}
        />
      )}
      <Separator size="4" my="5" />
      <Link asChild size="2">
        <RouteLink href={props.loginHref}>{t('reset.backToLogin')}</RouteLink>
      </Link>
    </AuthLayout>
  );
}
