import { Button, Callout, Flex, IconButton, Select, Table, Text, TextField } from '@radix-ui/themes';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZES, type AdminPageSize } from '../../machines/administration/admin-table.types';
import { AlertIcon, ChevronLeftIcon, ChevronRightIcon } from '../shared/icons';
import { useKeyboardScroll } from '../shared/use-keyboard-scroll';
import '../shared/visually-hidden.css';
import './administration.css';

export interface AdminColumn<Item> {
  readonly id: string;
  readonly header: string;
  readonly cell: (item: Item) => ReactNode;
}

export interface AdminTableViewProps<Item> {
  /** The table's accessible name. */
  readonly label: string;
  readonly testId: string;
  readonly columns: readonly AdminColumn<Item>[];
  readonly items: readonly Item[];
  readonly keyOf: (item: Item) => string;
  /** Zero-based. */
  readonly page: number;
  readonly pageSize: AdminPageSize;
  readonly totalCount: number;
  readonly loading: boolean;
  /** The failed load in the user's language; null otherwise. */
  readonly loadFailure: string | null;
  /** A search field, when the table has one. */
  readonly search?: { readonly value: string; readonly onChange: (value: string) => void };
  /** Whether paging is held (a save runs). */
  readonly held?: boolean;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (pageSize: AdminPageSize) => void;
  readonly onRetry: () => void;
}

/**
 * A paged administration table (spec 001 §2: 20 rows a page, options 10, 20, 50), with an optional
 * search. Props in, callbacks out; the rows' cells decide what is editable.
 */
export function AdminTableView<Item>(props: AdminTableViewProps<Item>) {
  const { t } = useTranslation('administration');
  const { page, pageSize, totalCount } = props;
  const keyboardScroll = useKeyboardScroll();
  // A page of up to 50 rows, each with its own controls: a way past them (issue 36), to the paging.
  const paging = useRef<HTMLDivElement>(null);
  const from = totalCount === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(totalCount, (page + 1) * pageSize);
  const hasNext = (page + 1) * pageSize < totalCount;
  return (
    <Flex direction="column" gap="3" data-testid={props.testId} aria-busy={props.loading}>
      {props.search && (
        <TextField.Root
          aria-label={t('table.search')}
          placeholder={t('table.search')}
          value={props.search.value}
          onChange={(e) => props.search?.onChange(e.target.value)}
          className="admin-search"
        />
      )}
      {props.loadFailure !== null && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
          <Callout.Text>
            {t('table.loadFailed')} {props.loadFailure}{' '}
            <Button size="1" variant="soft" onClick={props.onRetry}>
              {t('retry')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      )}
      {props.items.length > 1 && (
        <button
          type="button"
          className="visually-hidden admin-skip-table"
          onClick={() => paging.current?.focus()}
        >
          {t('table.skip', { label: props.label })}
        </button>
      )}
      <Table.Root ref={keyboardScroll} variant="surface" size="1" aria-label={props.label}>
        <Table.Header>
          <Table.Row>
            {props.columns.map((column) => (
              <Table.ColumnHeaderCell key={column.id}>{column.header}</Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.items.map((item) => (
            <Table.Row key={props.keyOf(item)} data-row={props.keyOf(item)}>
              {props.columns.map((column) => (
                <Table.Cell key={column.id}>{column.cell(item)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
          {props.items.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={props.columns.length}>
                <Text color="gray">{props.loading ? t('table.loading') : t('table.empty')}</Text>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
      <Flex
        ref={paging}
        tabIndex={-1}
        role="group"
        aria-label={t('table.paging', { label: props.label })}
        gap="3"
        align="center"
        justify="end"
        wrap="wrap"
        className="admin-paging"
      >
        <Text size="2" as="label" id={`${props.testId}-size`}>
          {t('table.pageSize')}
        </Text>
        <Select.Root
          value={String(pageSize)}
          disabled={props.held}
          onValueChange={(value) => props.onPageSize(Number(value) as AdminPageSize)}
        >
          <Select.Trigger aria-labelledby={`${props.testId}-size`} />
          <Select.Content>
            {ADMIN_PAGE_SIZES.map((size) => (
              <Select.Item key={size} value={String(size)}>
                {size}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Text size="2" data-testid={`${props.testId}-range`}>
          {t('table.range', { from, to, total: totalCount })}
        </Text>
        <IconButton
          variant="soft"
          aria-label={t('table.previous')}
          disabled={page === 0 || props.held}
          onClick={() => props.onPage(page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          variant="soft"
          aria-label={t('table.next')}
          disabled={!hasNext || props.held}
          onClick={() => props.onPage(page + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Flex>
    </Flex>
  );
}
