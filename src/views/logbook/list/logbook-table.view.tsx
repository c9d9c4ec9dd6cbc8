import { Table } from '@radix-ui/themes';
import { type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../../machines/logbook/offline/device-rows';
import type { LogbookEntry, LogbookOrderBy, LogbookSortField } from '../../../api/contract';
import { formatDateTime } from '../../../i18n/format';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { useRovingFocus } from '../../shared/roving-focus';
import { nextOrderBy, parseOrderBy } from './logbook-format';
import { LogbookRow, type LogbookRowProps } from './logbook-row.view';
import '../../shared/visually-hidden.css';

export interface LogbookTableProps {
  readonly caption: string;
  readonly entries: readonly LogbookEntry[];
  readonly isSelected: (id: string) => boolean;
  /** The header checkbox: every row of the page is selected. */
  readonly pageSelected: boolean;
  readonly onToggleEntry: (id: string) => void;
  readonly onTogglePage: (on: boolean) => void;
  readonly orderby: LogbookOrderBy;
  /** Absent: no remote sort (the headers are plain text). */
  readonly onSort?: ((orderby: LogbookOrderBy) => void) | undefined;
  /** Comments read (spec 001 §6): the comment count and the last comment. */
  readonly canReadComments: boolean;
  readonly onOpenEntry: (id: string) => void;
  /** Shown instead of rows when there are none. */
  readonly empty: ReactNode;
  /** IANA zone for the times (tests); the organisation's (Europe/Berlin) by default. */
  readonly timeZone?: string | undefined;
  /** Where rows stand on this device (issue 8): a chip under the status; absent rows show none. */
  readonly deviceStates?: ReadonlyMap<string, DeviceRow> | undefined;
  /**
   * A table where the list has room, cards where it has not (`auto`, the default: narrower than
   * {@link CARDS_BELOW_PX}); stories and tests may fix one.
   */
  readonly layout?: 'auto' | 'table' | 'cards';
}

/** Below this width of the list (a phone; a 1024 px tablet with the vehicle panel beside) entries are cards. */
export const CARDS_BELOW_PX = 640;

function SortHeader(props: {
  readonly field: LogbookSortField;
  readonly label: string;
  readonly orderby: LogbookOrderBy;
  readonly onSort: ((orderby: LogbookOrderBy) => void) | undefined;
}) {
  const { field, direction } = parseOrderBy(props.orderby);
  const active = field === props.field;
  const ariaSort = active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none';
  if (!props.onSort) return <Table.ColumnHeaderCell>{props.label}</Table.ColumnHeaderCell>;
  const onSort = props.onSort;
  return (
    <Table.ColumnHeaderCell aria-sort={ariaSort}>
      <button
        type="button"
        className="logbook-sort"
        data-direction={active ? direction : undefined}
        data-testid={`sort-${props.field}`}
        onClick={() => onSort(nextOrderBy(props.orderby, props.field))}
      >
        {props.label}
        <span aria-hidden="true" className="logbook-sort-arrow">
          {active ? (direction === 'asc' ? '▲' : '▼') : ''}
        </span>
      </button>
    </Table.ColumnHeaderCell>
  );
}

/** A sortable column: its sort field and the key of its name. */
export interface SortColumn {
  readonly field: LogbookSortField;
  readonly label:
    | 'columns.status'
    | 'columns.creator'
    | 'columns.createTimestamp'
    | 'columns.commentsCount'
    | 'columns.defects';
}

/** The table's sortable columns (spec 001 §2), the comment count only with comments read. */
export const sortColumns = (canReadComments: boolean): readonly SortColumn[] => [
  { field: 'status', label: 'columns.status' },
  { field: 'creatorAccountLastName', label: 'columns.creator' },
  { field: 'createTimestamp', label: 'columns.createTimestamp' },
  ...(canReadComments ? [{ field: 'commentsCount', label: 'columns.commentsCount' } as const] : []),
  { field: 'defectsState', label: 'columns.defects' },
];

/** The entries as one tab stop (issue 36): which one is current, and the keys that move between them. */
export interface EntriesRoving {
  readonly current: string | null;
  readonly activate: (id: string) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The roving focus of a page of entries: up and down, Home and End (left and right stay the row's). */
export const useEntriesRoving = (entries: readonly LogbookEntry[]): EntriesRoving =>
  useRovingFocus(
    entries.map((entry) => entry.header.logbookEntryId),
    { arrows: 'vertical' },
  );

/** An entry as the plain values of its row or card. */
export const rowPropsOf = (
  { header, defects, lastComment }: LogbookEntry,
  props: LogbookTableProps,
  roving: EntriesRoving,
): LogbookRowProps => {
  const id = header.logbookEntryId;
  return {
    id,
    status: header.status,
    entryState: header.entryState,
    defectsState: defects?.state,
    device: props.deviceStates?.get(id)?.state,
    creator: `${header.creatorAccountFirstName} ${header.creatorAccountLastName}`,
    time: formatDateTime(new Date(header.createTimestamp), props.timeZone),
    commentsCount: header.commentsCount,
    lastComment: lastComment?.remarks ?? null,
    canReadComments: props.canReadComments,
    selected: props.isSelected(id),
    onToggleEntry: props.onToggleEntry,
    onOpenEntry: props.onOpenEntry,
    tabIndex: id === roving.current ? 0 : -1,
    onFocusEntry: roving.activate,
  };
};

/**
 * The checkbox table of entries (spec 001 §2): status with the entry state under it, creator, creation time
 * (DD.MM.YYYY HH:mm), comment count with the last comment under it (with comments read), defects state. A row opens
 * the entry; its checkbox selects it. Sorting is remote: a header click asks for a new orderby.
 */
export function LogbookTable(props: LogbookTableProps) {
  const { t } = useTranslation('logbook');
  const { entries, orderby, onSort } = props;
  const columns = props.canReadComments ? 6 : 5;
  const roving = useEntriesRoving(entries);
  return (
    <div className="logbook-table-wrap">
      <Table.Root size="1" variant="surface" className="logbook-table">
        <caption className="visually-hidden">
          {props.caption}
          {entries.length > 1 && `. ${t('table.rowKeys')}`}
        </caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell className="logbook-check">
              <LabelledCheck
                touch
                aria-label={t('table.selectPage')}
                checked={props.pageSelected}
                disabled={entries.length === 0}
                onCheckedChange={props.onTogglePage}
              />
            </Table.ColumnHeaderCell>
            {sortColumns(props.canReadComments).map(({ field, label }) => (
              <SortHeader
                key={field}
                field={field}
                label={
                  field === 'commentsCount'
                    ? `${t('columns.commentsCount')} · ${t('columns.lastComment')}`
                    : t(label)
                }
                orderby={orderby}
                onSort={onSort}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body onKeyDown={roving.onKeyDown}>
          {entries.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns} className="logbook-empty">
                {props.empty}
              </Table.Cell>
            </Table.Row>
          )}
          {entries.map((entry) => {
            const row = rowPropsOf(entry, props, roving);
            return <LogbookRow key={row.id} {...row} />;
          })}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
