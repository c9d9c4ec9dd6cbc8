import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../api/contract/accounts.contract';
import type { ClientConfig } from '../../api/contract/app-config.contract';
import { currentLanguage } from '../../i18n/i18n';
import type { ConnectivityActor, SessionActor } from '../shared/app-services';
import { LoginView } from './login.view';

export interface LoginScreenProps {
  readonly session: SessionActor;
  readonly connectivity: ConnectivityActor;
  readonly privacyPolicyUrls: ClientConfig['privacyPolicyUrls'];
  /** A user token still in local storage, or null. */
  readonly storedUserToken: string | null;
  /** Removes the user token from local storage. */
  readonly clearStoredUserToken: () => void;
  readonly resetPasskeyHref: string;
}

/** Subscribes the login view to the session and connectivity actors. */
export function LoginScreen(props: LoginScreenProps) {
  const { session } = props;
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const error = useSelector(session, (s) => s.context.loginError);
  const online = useSelector(props.connectivity, (s) => s.hasTag('online'));
  // The session remembers the token of the session that just ended (earlierUserToken).
  const earlierUserToken = useSelector(session, (s) => s.context.earlierUserToken);
  const [storedCleared, setStoredCleared] = useState(false);
  const hasStoredUser = earlierUserToken !== null || (!storedCleared && props.storedUserToken !== null);
  const switchUser = () => {
    props.clearStoredUserToken();
    setStoredCleared(true);
    session.send({ type: 'user.switchUser' });
  };
  return (
    <LoginView
      language={language}
      onLanguageChange={(next: Language) => void i18n.changeLanguage(next)}
      online={online}
      busy={busy}
      error={error}
      hasStoredUser={hasStoredUser}
      onSwitchUser={switchUser}
      privacyPolicyUrl={props.privacyPolicyUrls[language]}
      resetPasskeyHref={props.resetPasskeyHref}
      onLogin={(accountName, passkey) => session.send({ type: 'user.login', accountName, passkey })}
    />
  );
}
