import { lazy, Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoginScreen } from '../login/login.screen';
import { ResetPasskeyScreen } from '../reset-passkey/reset-passkey.screen';
import type { ShellServices } from '../shared/app-services';
import { LOGIN_PATH, RESET_PASSKEY_PATH, resolveLoggedOutPath } from './app.routes';
import { FullPageLoading } from './session-pending.view';
import { USER_TOKEN_KEY } from './ui-preferences';
import { useLoggedInServices } from './use-logged-in-services';
import { useLoggedOutPage } from './use-route-focus';
import { useStoredItem } from './use-stored-item';

/**
 * The railation view for a public frame, loaded only there: importing the route table instead would
 * put every route's preload list into the login page's bundle (its 250 KB budget).
 */
const PublicRailation = lazy(() =>
  import('../railation/railation.screen').then((m) => ({ default: m.RailationScreen })),
);

/**
 * Logged out, only /login and /reset-passkey (with an optional token query) exist; inside a frame of
 * an operator whose railation directory is public, the railation view shows without logging in.
 */
export function LoggedOutApp({ services }: { readonly services: ShellServices }) {
  const [location] = useLocation();
  const search = useSearch();
  const [storedUserToken, setStoredUserToken] = useStoredItem(services.storage, USER_TOKEN_KEY);
  useLoggedOutPage();
  if (services.inFrame && services.config.railationPublic)
    return (
      <div className="framed-railation" data-testid="framed-railation">
        <Suspense fallback={<FullPageLoading />}>
          <PublicRailationFrame services={services} />
        </Suspense>
      </div>
    );
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

/** The public railation view with the app's services (loaded for the frame as for a login). */
function PublicRailationFrame({ services }: { readonly services: ShellServices }) {
  const app = useLoggedInServices(services);
  return app ? <PublicRailation route="railation" services={app} /> : <FullPageLoading />;
}
