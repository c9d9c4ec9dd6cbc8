import { Box, Callout } from '@radix-ui/themes';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../shared/icons';
import { OfflineBanner } from '../shared/offline-banner.view';
import { StorageBanner } from '../shared/storage-banner.view';
import { useScrollRegionTabStop } from '../shared/use-scroll-region-tab-stop';
import { HeaderView, type HeaderViewProps } from './header/header.view';
import { SideNavView, type SideNavViewProps } from './side-nav/side-nav.view';
import { useUiZoom } from './use-ui-zoom';
import { VehicleDrawer, VehicleDrawerButton, type VehicleDrawerState } from './vehicle-drawer.view';
import '../vehicle-panel/vehicle-panel-frame.css';
import './shell.css';

export interface ShellViewProps {
  readonly header: HeaderViewProps;
  readonly nav: SideNavViewProps;
  readonly offline: boolean;
  /** The server's storage (issue 37): full (everyone) or nearly full (administrators); null: fine. */
  readonly storage?: 'full' | 'warning' | null;
  /** The user administers the portal (the storage banner says what to do). */
  readonly administers?: boolean;
  /** The last organisation switch was refused; the previous organisation stays active. */
  readonly organisationSwitchFailed?: boolean;
  /** The vehicle list panel, beside the navigation (left out where the panel is hidden). */
  readonly panel?: ReactNode;
  /**
   * Narrow screens: the panel goes into a drawer over the content, opened from the header, instead of
   * beside the navigation.
   */
  readonly drawer?: VehicleDrawerState | null;
  /** Messages floating over the page (the 'Connection Error' snackbar). */
  readonly overlay?: ReactNode;
  /**
   * The zoom factor (dev tools), published as `--ui-zoom` on the document's root: the navigation, the
   * vehicle panel and every drawer scale their widths by it (spec 000 §1, §9).
   */
  readonly zoom?: number;
  readonly children: ReactNode;
}

/** The logged-in layout: offline banner, header bar, left navigation and the route's content. */
export function ShellView({
  header,
  nav,
  offline,
  storage = null,
  administers = false,
  organisationSwitchFailed,
  panel,
  drawer,
  overlay,
  zoom = 1,
  children,
}: ShellViewProps) {
  const { t } = useTranslation('common');
  const drawerButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useUiZoom(zoom);
  useScrollRegionTabStop(mainRef, -1);
  const vehicleButton =
    drawer && panel ? <VehicleDrawerButton drawer={drawer} buttonRef={drawerButtonRef} /> : null;
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      {offline && <OfflineBanner />}
      {storage && <StorageBanner level={storage} administers={administers} />}
      <HeaderView {...header} vehicleButton={vehicleButton} />
      <div className="shell-body">
        <SideNavView {...nav} />
        {drawer
          ? panel && (
              <VehicleDrawer drawer={drawer} buttonRef={drawerButtonRef}>
                {panel}
              </VehicleDrawer>
            )
          : panel}
        {/*
          The skip link's target, focusable by script only: not a tab stop that does nothing (issue 36);
          a tab stop while it scrolls with nothing tabbable inside, so the arrow keys can scroll it.
        */}
        <main id="main-content" className="shell-main" tabIndex={-1} ref={mainRef}>
          {organisationSwitchFailed && (
            <Box px="5" pt="4">
              <Callout.Root color="red" role="alert" size="1">
                <Callout.Icon>
                  <AlertIcon />
                </Callout.Icon>
                <Callout.Text>{t('header.organisationSwitchFailed')}</Callout.Text>
              </Callout.Root>
            </Box>
          )}
          {children}
        </main>
      </div>
      {overlay}
    </div>
  );
}
