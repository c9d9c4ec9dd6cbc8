import { DropdownMenu, Flex, IconButton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Organisation } from '../../../api/contract/accounts.contract';
import { FactoryIcon, HelpIcon, LogoutIcon, ProfileIcon, UsersIcon } from '../../shared/icons';
import { LanguageRadioItems } from './language-menu.view';

/** Shown when there is no avatar or it fails to load (spec 000 §8). */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

export interface UserMenuProps {
  readonly displayName: string;
  readonly accountName: string;
  /** Signed avatar URL, or null when none is stored. */
  readonly avatarUrl: string | null;
  readonly language: Language;
  readonly onLanguageChange: (language: Language) => void;
  readonly organisations: readonly Organisation[];
  readonly activeOrganisationId: string;
  readonly onSwitchOrganisation: (organisationId: string) => void;
  /** False when the profile route is hidden for this user. */
  readonly canOpenProfile: boolean;
  readonly onOpenProfile: () => void;
  /**
   * True for the roles the administration console admits (issue 28 §2): the user menu is their way
   * in, as the side navigation lists user administration but never enables it (spec 000 §2).
   */
  readonly canOpenAdministration: boolean;
  readonly onOpenAdministration: () => void;
  /** The FAQ and the supplier list (routes without a menu entry of their own). */
  readonly onOpenFaq: () => void;
  readonly onOpenSuppliers: () => void;
  readonly onLogout: () => void;
  /** A logout or organisation switch is running. */
  readonly busy: boolean;
  readonly version: string;
}

function Avatar({ url }: { readonly url: string | null }) {
  // Remembers which URL failed, so a new URL is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url !== null && url !== failedUrl ? url : DEFAULT_AVATAR_URL;
  return (
    <img
      className="header-avatar"
      src={src}
      alt=""
      width={32}
      height={32}
      onError={() => {
        if (src !== DEFAULT_AVATAR_URL) setFailedUrl(src);
      }}
    />
  );
}

/**
 * The user menu: profile, user administration (console roles), FAQ, suppliers, language, organisation
 * switch (more than one organisation), logout.
 */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton
          variant="ghost"
          radius="full"
          size="3"
          aria-label={`${t('header.userMenu')}: ${props.displayName}`}
          className="header-avatar-button"
        >
          <Avatar url={props.avatarUrl} />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" className="user-menu">
        <Flex direction="column" px="3" py="2">
          <Text size="2" weight="bold">
            {props.displayName}
          </Text>
          <Text size="1" color="gray">
            {props.accountName}
          </Text>
        </Flex>
        <DropdownMenu.Separator />
        {props.canOpenProfile && (
          <DropdownMenu.Item onSelect={props.onOpenProfile}>
            <ProfileIcon size={14} />
            {t('header.profile')}
          </DropdownMenu.Item>
        )}
        {props.canOpenAdministration && (
          <DropdownMenu.Item onSelect={props.onOpenAdministration}>
            <UsersIcon size={14} />
            {t('routes.useradministration')}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item onSelect={props.onOpenFaq}>
          <HelpIcon size={14} />
          {t('routes.faq')}
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={props.onOpenSuppliers}>
          <FactoryIcon size={14} />
          {t('routes.suppliers')}
        </DropdownMenu.Item>
        <DropdownMenu.Sub>
          <DropdownMenu.SubTrigger>{t('header.language')}</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>
            <LanguageRadioItems language={props.language} onLanguageChange={props.onLanguageChange} />
          </DropdownMenu.SubContent>
        </DropdownMenu.Sub>
        {props.organisations.length > 1 && (
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger disabled={props.busy}>
              {t('header.organisation')}
            </DropdownMenu.SubTrigger>
            <DropdownMenu.SubContent>
              <DropdownMenu.RadioGroup
                value={props.activeOrganisationId}
                onValueChange={props.onSwitchOrganisation}
              >
                {props.organisations.map((o) => (
                  <DropdownMenu.RadioItem key={o.id} value={o.id} disabled={props.busy}>
                    {o.name}
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.SubContent>
          </DropdownMenu.Sub>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={props.onLogout} disabled={props.busy}>
          <LogoutIcon size={14} />
          {t('header.logout')}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Label>{t('app.version', { version: props.version })}</DropdownMenu.Label>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
