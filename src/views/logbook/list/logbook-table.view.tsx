import { Checkbox, Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../../../machines/logbook/offline/device-rows';
import type { LogbookEntry, LogbookOrderBy, LogbookSortField } from '../../../api/contract';
import { formatDateTime } from '../../../i18n/format';
import { nextOrderBy, parseOrderBy } from './logbook-format';
import { LogbookRow } from './logbook-row.view';
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
}

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

/**
 * The checkbox table of entries (spec 001 §2): status with the entry state under it, creator, creation time
 * (DD.MM.YYYY HH:mm), comment count with the last comment under it (with comments read), defects state. A row opens
 * the entry; its checkbox selects it. Sorting is remote: a header click asks for a new orderby.
 */
export function LogbookTable(props: LogbookTableProps) {
  const { t } = useTranslation('logbook');
  const { entries, orderby, onSort } = props;
  const sortable = (field: LogbookSortField, label: string) => (
    <SortHeader field={field} label={label} orderby={orderby} onSort={onSort} />
  );
  const columns = props.canReadComments ? 6 : 5;
  return (
    <div className="logbook-table-wrap">
      <Table.Root size="1" variant="surface" className="logbook-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell className="logbook-check">
              <Checkbox
                aria-label={t('table.selectPage')}
                checked={props.pageSelected}
                disabled={entries.length === 0}
                onCheckedChange={(on) => props.onTogglePage(on === true)}
              />
            </Table.ColumnHeaderCell>
            {sortable('status', t('columns.status'))}
            {sortable('creatorAccountLastName', t('columns.creator'))}
            {sortable('createTimestamp', t('columns.createTimestamp'))}
            {props.canReadComments &&
              sortable('commentsCount', `${t('columns.commentsCount')} · ${t('columns.lastComment')}`)}
            {sortable('defectsState', t('columns.defects'))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns} className="logbook-empty">
                {props.empty}
              </Table.Cell>
            </Table.Row>
          )}
          {entries.map(({ header, defects, lastComment }) => {
            const id = header.logbookEntryId;
            return (
              <LogbookRow
                key={id}
                id={id}
                status={header.status}
                entryState={header.entryState}
                defectsState={defects?.state}
                device={props.deviceStates?.get(id)?.state}
                creator={`${header.creatorAccountFirstName} ${header.creatorAccountLastName}`}
                time={formatDateTime(new Date(header.createTimestamp), props.timeZone)}
                commentsCount={header.commentsCount}
                lastComment={lastComment?.remarks ?? null}
                canReadComments={props.canReadComments}
                selected={props.isSelected(id)}
                onToggleEntry={props.onToggleEntry}
                onOpenEntry={props.onOpenEntry}
              />
            );
          })}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
