import { Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogbookOrderBy, LogbookSortField } from '../../../api/contract';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { LogbookCard } from './logbook-card.view';
import type { LogbookTableProps } from './logbook-table.view';
import { rowPropsOf, sortColumns, useEntriesRoving } from './logbook-table.view';
import '../../shared/visually-hidden.css';

/**
 * The entries as cards (narrow screens; spec 001 §2 shows them as a table, which does not fit a phone):
 * above them the page's checkbox and, with remote sorting, a sort choice standing in for the
 * table's header clicks, each column in both directions.
 */
export function LogbookCards(props: LogbookTableProps) {
  const { t } = useTranslation('logbook');
  const sortId = useId();
  const keysId = useId();
  const { entries, onSort } = props;
  const roving = useEntriesRoving(entries);
  return (
    <div className="logbook-cards-wrap" data-testid="logbook-cards">
      <Flex align="center" justify="between" gap="3" wrap="wrap" className="logbook-cards-head">
        <LabelledCheck
          touch
          className="logbook-cards-page"
          label={t('table.selectPage')}
          checked={props.pageSelected}
          disabled={entries.length === 0}
          onCheckedChange={props.onTogglePage}
        />
        {onSort && (
          <Flex align="center" gap="2" wrap="wrap" className="logbook-cards-sort">
            <Text as="label" size="2" htmlFor={sortId}>
              {t('sort.label')}
            </Text>
            <select
              id={sortId}
              className="logbook-sort-select"
              value={props.orderby}
              onChange={(event) => onSort(event.target.value as LogbookOrderBy)}
            >
              {sortColumns(props.canReadComments).flatMap(({ field, label }) =>
                sortOptions(field).map(({ orderby, direction }) => (
                  <option key={orderby} value={orderby}>
                    {t(direction === 'asc' ? 'sort.optionAscending' : 'sort.optionDescending', {
                      column: t(label),
                    })}
                  </option>
                )),
              )}
            </select>
          </Flex>
        )}
      </Flex>
      {entries.length > 1 && (
        <span id={keysId} className="visually-hidden">
          {t('table.rowKeys')}
        </span>
      )}
      <ul
        className="logbook-cards"
        aria-label={props.caption}
        aria-describedby={entries.length > 1 ? keysId : undefined}
        onKeyDown={roving.onKeyDown}
      >
        {entries.length === 0 && <li className="logbook-empty">{props.empty}</li>}
        {entries.map((entry) => {
          const row = rowPropsOf(entry, props, roving);
          return <LogbookCard key={row.id} {...row} />;
        })}
      </ul>
    </div>
  );
}

/** Both directions of a column, the direction a header click starts with first (dates: newest first). */
const sortOptions = (field: LogbookSortField): { orderby: LogbookOrderBy; direction: 'asc' | 'desc' }[] => {
  const first = field === 'createTimestamp' ? 'desc' : 'asc';
  return ([first, first === 'asc' ? 'desc' : 'asc'] as const).map((direction) => ({
    orderby: `${field} ${direction}`,
    direction,
  }));
};
