import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceState } from '../../../machines/logbook/offline/device-rows';
import type { EntryStatus, OpenState } from '../../../api/contract/logbook-entry.contract';
import { LabelledCheck } from '../../shared/labelled-check.view';
import type { RovingItemProps } from '../../shared/roving-focus';
import { StateChip, StatusBadges } from './logbook-chips.view';
import { badgeCount } from './logbook-format';

/** One entry of the list, as plain values: an entry whose values did not change is not rendered again. */
export interface LogbookRowProps {
  readonly id: string;
  readonly status: EntryStatus;
  readonly entryState: OpenState | null | undefined;
  readonly defectsState: OpenState | null | undefined;
  readonly device: DeviceState | undefined;
  readonly creator: string;
  /** DD.MM.YYYY HH:mm */
  readonly time: string;
  readonly commentsCount: number;
  /** Shown only with `canReadComments`. */
  readonly lastComment: string | null;
  readonly canReadComments: boolean;
  readonly selected: boolean;
  readonly onToggleEntry: (id: string) => void;
  readonly onOpenEntry: (id: string) => void;
  /**
   * The entries are one tab stop (issue 36): the current entry's checkbox and open button are in the
   * tab order (0), the others' not (-1); the arrow keys move between them.
   */
  readonly tabIndex: 0 | -1;
  /** The entry's checkbox or open button took the focus: it becomes the current entry. */
  readonly onFocusEntry: (id: string) => void;
}

/** The roving props of an entry's checkbox (`check`) or open button (`open`), in its row or card. */
export const entryRoving = (props: LogbookRowProps, part: 'check' | 'open'): RovingItemProps => ({
  tabIndex: props.tabIndex,
  'data-roving-key': props.id,
  'data-roving-part': part,
  onFocus: () => props.onFocusEntry(props.id),
});

/**
 * A row opens the entry; its checkbox selects it. Memoised: a list of hundreds of rows (an offline
 * backlog syncing) re-renders on every change of the device store, and most rows stay as they were.
 */
export const LogbookRow = memo(function LogbookRow(props: LogbookRowProps) {
  const { t } = useTranslation('logbook');
  const { id, creator, time } = props;
  return (
    <Table.Row
      className="logbook-row"
      data-selected={props.selected || undefined}
      data-testid="logbook-row"
      data-entry-id={id}
      onClick={() => props.onOpenEntry(id)}
    >
      <Table.Cell className="logbook-check" onClick={(event) => event.stopPropagation()}>
        {/* logbook-touch: the tablet journey measures the row's target by it. */}
        <LabelledCheck
          touch
          className="logbook-touch"
          aria-label={t('table.selectEntry', { creator, time })}
          checked={props.selected}
          onCheckedChange={() => props.onToggleEntry(id)}
          roving={entryRoving(props, 'check')}
        />
      </Table.Cell>
      <Table.Cell>
        <Flex direction="column" align="start" gap="1">
          <StatusBadges status={props.status} entryState={props.entryState} device={props.device} />
        </Flex>
      </Table.Cell>
      <Table.Cell className="logbook-nowrap">
        <button
          type="button"
          className="logbook-open"
          aria-label={t('table.openEntry', { creator, time })}
          {...entryRoving(props, 'open')}
          onClick={(event) => {
            event.stopPropagation();
            props.onOpenEntry(id);
          }}
        >
          {creator}
        </button>
      </Table.Cell>
      <Table.Cell className="logbook-nowrap">{time}</Table.Cell>
      {props.canReadComments && (
        <Table.Cell>
          <Flex direction="column" align="start" gap="1">
            <Badge color="gray" variant="soft" radius="full">
              {badgeCount(props.commentsCount)}
            </Badge>
            <Text size="1" color="gray" className="logbook-last-comment">
              {props.lastComment ?? t('labels.notApplicable')}
            </Text>
          </Flex>
        </Table.Cell>
      )}
      <Table.Cell>
        <StateChip state={props.defectsState} />
      </Table.Cell>
    </Table.Row>
  );
});
