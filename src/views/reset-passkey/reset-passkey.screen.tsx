import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../api/contract/accounts.contract';
import { currentLanguage } from '../../i18n/i18n';
import type {
  PasskeyResetMachine,
  PasskeyResetTag,
} from '../../machines/passkey-reset/passkey-reset.machine';
import { ResetPasskeyView, type ResetPageStatus } from './reset-passkey.view';

export interface ResetPasskeyScreenProps {
  /** The reset machine with its calls provided (by the composition root). */
  readonly machine: PasskeyResetMachine;
  readonly token: string | null;
  readonly loginHref: string;
  readonly requestHref: string;
}

const STATUS_TAGS: readonly (PasskeyResetTag & ResetPageStatus)[] = [
  'busy',
  'requestSent',
  'requestFailed',
  'requestError',
  'resetDone',
  'resetFailed',
];

/** Runs a reset machine for the page's lifetime and shows its state. */
export function ResetPasskeyScreen({ machine, token, loginHref, requestHref }: ResetPasskeyScreenProps) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [snapshot, send] = useMachine(machine);
  const status: ResetPageStatus = STATUS_TAGS.find((tag) => snapshot.hasTag(tag)) ?? 'editing';
  const { failure } = snapshot.context;
  // The header is authoritative; the error body repeats it for clients that cannot read headers.
  const retryAfterSeconds =
    failure?._tag === 'HttpError' && failure.status === 429
      ? (failure.retryAfterSeconds ?? failure.body?.retryAfterSeconds ?? 0)
      : null;
  return (
    <ResetPasskeyView
      language={language}
      onLanguageChange={(next: Language) => void i18n.changeLanguage(next)}
      token={token}
      status={status}
      retryAfterSeconds={retryAfterSeconds}
      onRequest={(accountName) => send({ type: 'user.requestReset', accountName, emailLocale: language })}
      onReset={(newPasskey, confirmation) =>
        send({ type: 'user.resetPasskey', token: token ?? '', newPasskey, confirmation })
      }
      loginHref={loginHref}
      requestHref={requestHref}
    />
  );
}
