import { Redirect, useLocation, useSearch } from 'wouter';
import { LoginScreen } from '../login/login.screen';
import { ResetPasskeyScreen } from '../reset-passkey/reset-passkey.screen';
import type { AppServices } from '../shared/app-services';
import { LOGIN_PATH, RESET_PASSKEY_PATH, resolveLoggedOutPath } from './app.routes';
import { USER_TOKEN_KEY } from './ui-preferences';
import { useStoredItem } from './use-stored-item';

/** Logged out, only /login and /reset-passkey (with an optional token query) exist. */
export function LoggedOutApp({ services }: { readonly services: AppServices }) {
  const [location] = useLocation();
  const search = useSearch();
  const [storedUserToken, setStoredUserToken] = useStoredItem(services.storage, USER_TOKEN_KEY);
  const resolution = resolveLoggedOutPath(location);
  switch (resolution.kind) {
    case 'redirect':
      return <Redirect to={resolution.to} replace />;
    case 'login':
      return (
        <LoginScreen
          session={services.session}
          connectivity={services.connectivity}
          privacyPolicyUrls={services.config.privacyPolicyUrls}
          storedUserToken={storedUserToken}
          clearStoredUserToken={() => setStoredUserToken(null)}
          resetPasskeyHref={RESET_PASSKEY_PATH}
        />
      );
    case 'resetPasskey': {
      const token = new URLSearchParams(search).get('token') || null;
      return (
        <ResetPasskeyScreen
          key={token ?? ''}
          machine={services.passkeyResetMachine}
          token={token}
          loginHref={LOGIN_PATH}
          requestHref={RESET_PASSKEY_PATH}
        />
      );
    }
  }
}
