import { DropdownMenu, Flex, Heading, IconButton, Text, TextField, Tooltip } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChevronDownIcon,
  CloseIcon,
  HidePanelIcon,
  ListIcon,
  SearchIcon,
  TilesIcon,
} from '../shared/fleet/fleet-icons';
import { LabelledCheck } from '../shared/labelled-check.view';
import { selectAllState } from './panel-logic';
import type { PanelMode } from './vehicle-card.view';
import '../shared/visually-hidden.css';

export interface PanelToolbarProps {
  readonly mode: PanelMode;
  readonly onModeChange: (mode: PanelMode) => void;
  readonly onHide: () => void;
  /** The hide button hides the side panel, or closes the drawer (narrow screens). */
  readonly hideAction: 'hide' | 'close';
  readonly filter: string;
  readonly onFilterChange: (filter: string) => void;
  readonly selected: number;
  readonly total: number;
  /** Select-all is only offered where several vehicles may be active. */
  readonly multiSelect: boolean;
  readonly onSelectAll: () => void;
  /** An exclusive select-all group is on: it can be deselected as a whole. */
  readonly groupSelected: boolean;
  readonly onDeselect: () => void;
  readonly onDeselectAll: () => void;
}

/** Title, list/tile toggle, hide button, name filter and the select-all checkbox with its menu. */
export function PanelToolbar(props: PanelToolbarProps) {
  const { t } = useTranslation('fleet');
  const filterId = useId();
  const titleId = useId();
  const state = selectAllState(props.selected, props.total);
  const hideLabel = props.hideAction === 'close' ? t('panel.drawer.close') : t('panel.hide');
  const modeButton = (mode: PanelMode) => (
    <Tooltip content={t(`panel.mode.${mode}`)}>
      <IconButton
        type="button"
        size="1"
        variant={props.mode === mode ? 'soft' : 'ghost'}
        {...(props.mode === mode ? {} : { color: 'gray' as const })}
        aria-label={t(`panel.mode.${mode}`)}
        aria-pressed={props.mode === mode}
        onClick={() => props.onModeChange(mode)}
      >
        {mode === 'list' ? <ListIcon size={16} /> : <TilesIcon size={16} />}
      </IconButton>
    </Tooltip>
  );
  return (
    <Flex direction="column" gap="2" className="panel-toolbar">
      <Flex align="center" justify="between" gap="2">
        <Heading as="h2" size="3" id={titleId}>
          {t('panel.title')}
        </Heading>
        <Flex align="center" gap="2" role="group" aria-labelledby={titleId}>
          {modeButton('list')}
          {modeButton('tile')}
          <Tooltip content={hideLabel}>
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              color="gray"
              aria-label={hideLabel}
              onClick={props.onHide}
            >
              {props.hideAction === 'close' ? <CloseIcon size={16} /> : <HidePanelIcon size={16} />}
            </IconButton>
          </Tooltip>
        </Flex>
      </Flex>
      <label htmlFor={filterId} className="visually-hidden">
        {t('panel.filter')}
      </label>
      <TextField.Root
        id={filterId}
        size="2"
        type="search"
        value={props.filter}
        placeholder={t('panel.filterPlaceholder')}
        onChange={(e) => props.onFilterChange(e.target.value)}
      >
        <TextField.Slot>
          <SearchIcon size={14} />
        </TextField.Slot>
      </TextField.Root>
      <Flex align="center" gap="2">
        <LabelledCheck
          label={t('panel.selectAll')}
          checked={state === 'all' ? true : state === 'some' ? 'indeterminate' : false}
          disabled={props.total === 0 || (!props.multiSelect && state === 'none')}
          onCheckedChange={() => (state === 'none' ? props.onSelectAll() : props.onDeselectAll())}
        />
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              color="gray"
              aria-label={t('panel.selectionMenu')}
            >
              <ChevronDownIcon size={14} />
            </IconButton>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content size="1">
            <DropdownMenu.Item onSelect={props.onDeselect} disabled={!props.groupSelected}>
              {t('panel.menu.deselect')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              onSelect={props.onSelectAll}
              disabled={!props.multiSelect || props.total === 0}
            >
              {t('panel.menu.selectAll')}
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={props.onDeselectAll} disabled={props.selected === 0}>
              {t('panel.menu.deselectAll')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
        <Text size="1" color="gray" ml="auto" aria-live="polite" data-testid="panel-selected-count">
          {t('panel.selectedCount', { selected: props.selected, total: props.total })}
        </Text>
      </Flex>
    </Flex>
  );
}
