import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/accounts.contract';
import { formatNumber } from '../../../i18n/format';
import { ReloadIcon, DevToolsIcon } from '../../shared/icons';
import { ZOOM_CHOICES, parseZoom, type Zoom } from '../ui-preferences';

export interface DevToolsProps {
  readonly enabled: boolean;
  readonly onEnabledChange: (enabled: boolean) => void;
  readonly zoom: Zoom;
  readonly onZoomChange: (zoom: Zoom) => void;
  readonly onHardReload: () => void;
}

/** Dev-only tools (localhost or a dev host): the Dev Tools switch, zoom and a hard reload. */
export function DevToolsMenu(props: DevToolsProps & { readonly language: Language }) {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton
          variant={props.enabled ? 'soft' : 'ghost'}
          color="gray"
          size="2"
          aria-label={t('devTools.menu')}
        >
          <DevToolsIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.CheckboxItem checked={props.enabled} onCheckedChange={props.onEnabledChange}>
          {t('devTools.switch')}
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.Separator />
        <DropdownMenu.Label>{t('devTools.zoom')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={String(props.zoom)}
          onValueChange={(v) => props.onZoomChange(parseZoom(v))}
        >
          {ZOOM_CHOICES.map((z) => (
            <DropdownMenu.RadioItem key={z} value={String(z)}>
              {formatNumber(z, props.language, 1)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={props.onHardReload}>
          <ReloadIcon size={14} />
          {t('devTools.hardReload')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
