import { Box, Callout } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../shared/icons';
import { OfflineBanner } from '../shared/offline-banner.view';
import { HeaderView, type HeaderViewProps } from './header/header.view';
import { SideNavView, type SideNavViewProps } from './side-nav/side-nav.view';
import './shell.css';

export interface ShellViewProps {
  readonly header: HeaderViewProps;
  readonly nav: SideNavViewProps;
  readonly offline: boolean;
  /** The last organisation switch was refused; the previous organisation stays active. */
  readonly organisationSwitchFailed?: boolean;
  /** The vehicle list panel, beside the navigation (left out where the panel is hidden). */
  readonly panel?: ReactNode;
  /** Messages floating over the page (the 'Connection Error' snackbar). */
  readonly overlay?: ReactNode;
  readonly children: ReactNode;
}

/** The logged-in layout: offline banner, header bar, left navigation and the route's content. */
export function ShellView({
  header,
  nav,
  offline,
  organisationSwitchFailed,
  panel,
  overlay,
  children,
}: ShellViewProps) {
  const { t } = useTranslation('common');
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      {offline && <OfflineBanner />}
      <HeaderView {...header} />
      <div className="shell-body">
        <SideNavView {...nav} />
        {panel}
        {/* In the tab order: a page whose content scrolls and holds nothing focusable yet (loading) must
            still scroll by keyboard (axe: scrollable-region-focusable). */}
        <main id="main-content" className="shell-main" tabIndex={0}>
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
