import '../shared/accessible-buttons.css';
import '../shared/touch-targets.css';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ShellServices } from '../shared/app-services';
import { LoggedOutApp } from './logged-out-app.screen';
import { SessionInvalidDialog } from './session-invalid-dialog.view';
import { FullPageLoading } from './session-pending.view';
import './global.css';

const LoggedInApp = lazy(() => import('./logged-in-app.screen').then((m) => ({ default: m.LoggedInApp })));

/**
 * The root: logged in, the app shell (loaded lazily, with the logged-in app's services); logged out,
 * the login "modal" routes; while the session has neither tag (it is still deciding, or waiting to
 * come online) a loading indicator. The session-invalid dialog overlays either.
 */
export function App({ services }: { readonly services: ShellServices }) {
  const { session } = services;
  const loggedIn = useSelector(session, (s) => s.hasTag('loggedIn'));
  const loggedOut = useSelector(session, (s) => s.hasTag('loggedOut'));
  const sessionInvalid = useSelector(session, (s) => s.hasTag('sessionInvalid'));
  return (
    <>
      {loggedIn ? (
        <Suspense fallback={<FullPageLoading />}>
          <LoggedInApp services={services} />
        </Suspense>
      ) : loggedOut ? (
        <LoggedOutApp services={services} />
      ) : (
        <FullPageLoading />
      )}
      <SessionInvalidDialog open={sessionInvalid} onClose={() => session.send({ type: 'dialog.close' })} />
    </>
  );
}
