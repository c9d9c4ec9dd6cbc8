import { Flex, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientConfig } from '../../../api/contract/app-config.contract';
import { TrainIcon } from '../../shared/icons';
import { AppsMenu } from './apps-menu.view';
import { DevToolsMenu, type DevToolsProps } from './dev-tools-menu.view';
import { LanguageMenu } from './language-menu.view';
import { UserMenu, type UserMenuProps } from './user-menu.view';
import './header.css';

export interface HeaderViewProps {
  /**
   * The clock (a `ClockView`): a part of its own, so that its tick each minute redraws it alone, not the
   * shell around it (issue 28 §3: the idle dashboard redrew every vehicle card once a minute).
   */
  readonly clock: ReactNode;
  readonly user: UserMenuProps;
  readonly appLinks: ClientConfig['appLinks'];
  /** Null hides the dev tools (not on localhost or a dev host). */
  readonly devTools: DevToolsProps | null;
  /** The vehicle list button of narrow screens (opens the drawer), after the product name. */
  readonly vehicleButton?: ReactNode;
  /** The notification bell (issue 10), before the user menu; absent without live data. */
  readonly bell?: ReactNode;
}

/** The header bar (spec 000 §2 Header): product, clock, language, apps, dev tools, bell, user menu. */
export function HeaderView({ clock, user, appLinks, devTools, vehicleButton, bell }: HeaderViewProps) {
  const { t } = useTranslation('common');
  return (
    <header className="app-header">
      <Flex align="center" gap="2" className="app-header-brand">
        <span className="app-header-mark">
          <TrainIcon size={20} />
        </span>
        <Text size="3" weight="bold" className="app-header-name">
          {t('app.name')}
        </Text>
        {vehicleButton}
      </Flex>
      <Flex align="center" gap={{ initial: '2', sm: '4' }} className="app-header-tools">
        {clock}
        <Separator orientation="vertical" size="2" className="app-header-clock-separator" />
        <LanguageMenu language={user.language} onLanguageChange={user.onLanguageChange} />
        <AppsMenu links={appLinks} />
        {devTools && <DevToolsMenu {...devTools} language={user.language} />}
        {bell}
        <UserMenu {...user} />
      </Flex>
    </header>
  );
}
