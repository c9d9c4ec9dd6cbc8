import { useSyncExternalStore } from 'react';
import type { AppServices, ShellServices } from '../shared/app-services';

/**
 * The logged-in app's services once their code is loaded and their actors run (main.tsx loads them at
 * the first login); null until then, and the caller shows its loading view.
 */
export const useLoggedInServices = (services: ShellServices): AppServices | null =>
  useSyncExternalStore(services.loggedInServices.subscribe, services.loggedInServices.current);
