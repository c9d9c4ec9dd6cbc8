import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { optionalPart } from '../shared/optional-part';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { mayUseAdministration, type Language } from '../../api/contract/accounts.contract';
import { currentLanguage } from '../../i18n/i18n';
import type { AppServices } from '../shared/app-services';
import { isRouteReachable, routePath, type RouteId } from './app.routes';
import { MinuteClockScreen } from './header/minute-clock.screen';
import { sideNavItems } from './side-nav/side-nav.entries';
import { ShellView } from './shell.view';
import {
  DEV_TOOLS_KEY,
  hasUnsavedLogbookItems,
  navExpanded,
  isDevHost,
  NAV_EXPANDED_KEY,
  navWidth,
  parseZoom,
  UNSAVED_LOGBOOK_KEY,
  ZOOM_KEY,
} from './ui-preferences';
import { useStoredItem } from './use-stored-item';
import { useRouteFocus } from './use-route-focus';
import { useNarrowWindow } from './use-narrow-window';
import { NARROW_SCREEN_QUERY, TOUCH_TABLET_QUERY, useMediaQuery } from '../shared/use-media-query';
import { focusVehicleChoice } from '../vehicle-panel/vehicle-panel.view';
import type { PanelLayout } from '../../machines/fleet/vehicle-panel.machine';
import { selectActiveList } from '../../machines/fleet/vehicle-selection.types';
import { storageBanner } from '../../machines/storage/storage-notice.machine';
import { sameItems } from '../shared/fleet/same-items';
import { useLiveNotifications } from '../shared/live-notifications';
import { NotificationBellScreen } from './header/notification-bell.screen';
import { AnalyticsConsentScreen } from '../analytics/analytics-consent.screen';

// The fleet pieces of the shell load with the logged-in app's first screen, not with the login page; a
// piece whose code could not load (offline before the worker cached it) is left out, never the page.
const VehiclePanelScreen = optionalPart(() =>
  import('../vehicle-panel/vehicle-panel.screen').then((m) => m.VehiclePanelScreen),
);
const UpdatePromptScreen = optionalPart(() =>
  import('../update-prompt/update-prompt.screen').then((m) => m.UpdatePromptScreen),
);
const ConnectionErrorSnackbarScreen = optionalPart(() =>
  import('../shared/fleet/connection-error-snackbar.screen').then((m) => m.ConnectionErrorSnackbarScreen),
);
const NotificationToastsScreen = optionalPart(() =>
  import('./live-notifications/notification-toasts.screen').then((m) => m.NotificationToastsScreen),
);
const SyncNoticeScreen = optionalPart(() =>
  import('../logbook/sync-notice/sync-notice.screen').then((m) => m.SyncNoticeScreen),
);

/** Views without the vehicle list panel (spec 000 §2 Vehicle list panel; faq has no route here). */
const ROUTES_WITHOUT_PANEL: ReadonlySet<RouteId> = new Set([
  'profile',
  'useradministration',
  'faq',
  'suppliers',
]);

export interface ShellScreenProps {
  readonly services: AppServices;
  readonly route: RouteId;
  readonly children: ReactNode;
}

/** Subscribes header and side navigation to the session, connectivity and stored preferences. */
export function ShellScreen({ services, route, children }: ShellScreenProps) {
  const { session, connectivity, storage, config } = services;
  const { t, i18n } = useTranslation('common');
  const language = currentLanguage(i18n);
  const account = useSelector(session, (s) => s.context.account);
  const accessRights = useSelector(session, (s) => s.context.accessRights);
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const organisationSwitchFailed = useSelector(session, (s) => s.context.organisationError !== null);
  const offline = useSelector(connectivity, (s) => s.hasTag('offline'));
  const storageLevel = useSelector(services.storageNotice, (s) => s.context.level);
  const administers = account !== null && mayUseAdministration(account.role);
  const hasOpenLogbookEntries = useSelector(
    services.logbook.drafts,
    (s) => (s.context.pagination?.foundCount ?? 0) > 0,
  );
  // Work waiting on the device is today's unsavedLogbookItems (issue 8): offline the server's open
  // entries cannot be counted, and the drafts page must stay reachable.
  const hasDeviceWork = useSelector(services.logbook.sync, (s) => s.context.pendingCount > 0);
  const [, navigate] = useLocation();
  const narrowWindow = useNarrowWindow(services.windowWidth);
  const [storedExpanded, setStoredExpanded] = useStoredItem(storage, NAV_EXPANDED_KEY);
  const [storedZoom, setStoredZoom] = useStoredItem(storage, ZOOM_KEY);
  const [storedDevTools, setStoredDevTools] = useStoredItem(storage, DEV_TOOLS_KEY);
  const [storedUnsaved] = useStoredItem(storage, UNSAVED_LOGBOOK_KEY);
  const expanded = navExpanded(storedExpanded, narrowWindow);
  const panelAllowed = !ROUTES_WITHOUT_PANEL.has(route);
  const { narrow, panelShown, panelRef } = usePanelLayout(services.fleet.panel);
  const sendPanel = (type: 'user.showPanel' | 'user.hidePanel' | 'panel.vehiclePicked') =>
    services.fleet.panel.send({ type });
  const selectedNames = useSelector(
    services.fleet.selection,
    (s) => selectActiveList(s).map((v) => v.name),
    sameItems,
  );
  const zoom = parseZoom(storedZoom);
  const live = useLiveNotifications(services.notifications);

  useEffect(() => {
    document.title = `${t(`routes.${route}`)} · ${t('app.name')}`;
  }, [route, t]);
  useRouteFocus(route);

  const changeLanguage = (next: Language) => {
    void i18n.changeLanguage(next);
    const event = { type: 'user.changeLanguage', language: next } as const;
    if (session.getSnapshot().can(event)) session.send(event);
  };

  return (
    <ShellView
      offline={offline}
      storage={storageBanner(storageLevel, administers)}
      administers={administers}
      organisationSwitchFailed={organisationSwitchFailed}
      panel={
        panelAllowed && (narrow || panelShown) ? (
          // Beside the content, the panel's place is kept while its code loads: the page does not
          // shift sideways when it comes (CLS 0.23 on a tablet, issue 35). The drawer lies over it.
          <VehiclePanelScreen
            placeholder={narrow ? null : <div className="vehicle-panel-space" aria-hidden="true" />}
            services={services}
            route={route}
            {...(narrow ? { variant: 'drawer' as const } : { panelRef })}
            onHide={() => sendPanel('user.hidePanel')}
            onPicked={() => sendPanel('panel.vehiclePicked')}
          />
        ) : null
      }
      drawer={
        narrow
          ? {
              open: panelShown,
              onOpenChange: (open) => sendPanel(open ? 'user.showPanel' : 'user.hidePanel'),
              selectedName: selectedNames.at(-1) ?? null,
              selectedCount: selectedNames.length,
            }
          : null
      }
      overlay={
        <>
          <ConnectionErrorSnackbarScreen actor={services.fleet.connectionError} />
          <SyncNoticeScreen actor={services.logbook.syncNotice} />
          {live && <NotificationToastsScreen actor={live.toasts} />}
          <UpdatePromptScreen handle={services.updatePrompt} />
          <AnalyticsConsentScreen actor={services.analytics} />
        </>
      }
      header={{
        clock: <MinuteClockScreen />,
        bell: live ? <NotificationBellScreen actor={live.bell} /> : null,
        appLinks: config.appLinks,
        devTools: isDevHost(services.hostname, config.devHosts)
          ? {
              enabled: storedDevTools === 'true',
              onEnabledChange: (on) => setStoredDevTools(String(on)),
              zoom,
              onZoomChange: (z) => setStoredZoom(String(z)),
              onHardReload: services.hardReload,
            }
          : null,
        user: {
          displayName: account?.displayName ?? '',
          accountName: account?.accountName ?? '',
          avatarUrl: account?.avatarImageUrlSignature
            ? services.avatarUrl(account.accountId, account.avatarImageUrlSignature)
            : null,
          language,
          onLanguageChange: changeLanguage,
          organisations: account?.organisations ?? [],
          activeOrganisationId: account?.activeOrganisationId ?? '',
          onSwitchOrganisation: (organisationId) =>
            session.send({ type: 'user.switchOrganisation', organisationId }),
          canOpenProfile: isRouteReachable('profile', accessRights),
          onOpenProfile: () => navigate('/profile'),
          // The account's role, read with the account: the same check as the console's permission call.
          canOpenAdministration: administers,
          onOpenAdministration: () => navigate(routePath('useradministration')),
          onOpenFaq: () => navigate('/faq'),
          onOpenSuppliers: () => navigate('/suppliers'),
          onLogout: () => session.send({ type: 'user.logout' }),
          busy,
          version: config.version,
        },
      }}
      zoom={zoom}
      nav={{
        items: sideNavItems({
          route,
          accessRights,
          hasUnsavedLogbookItems: hasUnsavedLogbookItems(storedUnsaved) || hasDeviceWork,
          hasOpenLogbookEntries,
        }),
        activeId: route,
        expanded,
        onExpandedChange: (next) => setStoredExpanded(String(next)),
        width: navWidth(expanded, zoom),
        onShowVehiclePanel:
          panelAllowed && !narrow && !panelShown ? () => sendPanel('user.showPanel') : undefined,
      }}
    >
      {children}
    </ShellView>
  );
}

/**
 * The vehicle panel's layout from the window (README, "Narrow screens"), handed to the panel actor
 * before the first paint, and what the shell draws of it: a drawer on a phone (open or not), beside
 * the content elsewhere (shown or not). When a page asks for the vehicle choice while the panel is
 * beside the content, the focus moves into the panel.
 */
function usePanelLayout(panel: AppServices['fleet']['panel']) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const touchTablet = useMediaQuery(TOUCH_TABLET_QUERY);
  const layout: PanelLayout = narrow ? 'phone' : touchTablet ? 'tablet' : 'desk';
  useLayoutEffect(() => {
    panel.send({ type: 'layout.changed', layout });
  }, [panel, layout]);
  const drawer = useSelector(panel, (s) => s.hasTag('drawer'));
  const shown = useSelector(panel, (s) => s.hasTag('panelShown'));
  const focusRequest = useSelector(panel, (s) => s.context.focusRequest);
  const panelRef = useRef<HTMLElement>(null);
  const handled = useRef(focusRequest);
  useEffect(() => {
    if (focusRequest === handled.current) return;
    handled.current = focusRequest;
    if (panelRef.current) focusVehicleChoice(panelRef.current);
  }, [focusRequest]);
  // Until the actor has the layout (one render at most), nothing opens or shows by mistake.
  return { narrow, panelShown: shown && drawer === narrow, panelRef };
}
