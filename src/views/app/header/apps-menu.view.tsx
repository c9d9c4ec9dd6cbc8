import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ClientConfig } from '../../../api/contract/app-config.contract';
import { AppsIcon, ExternalLinkIcon } from '../../shared/icons';

export interface AppsMenuProps {
  readonly links: ClientConfig['appLinks'];
}

const APPS = ['home', 'parts', 'liveIot'] as const;

/** Links to the sibling products, each opening in a new tab; hidden when none is configured. */
export function AppsMenu({ links }: AppsMenuProps) {
  const { t } = useTranslation('common');
  const apps = APPS.filter((app) => links[app] !== '');
  if (apps.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" size="2" aria-label={t('header.appsMenu')}>
          <AppsIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {apps.map((app) => (
          <DropdownMenu.Item key={app} asChild>
            <a
              href={links[app]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t(`header.apps.${app}`)} (${t('header.newTab')})`}
            >
              {t(`header.apps.${app}`)}
              <ExternalLinkIcon size={14} />
            </a>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
