import { useRef } from 'react';
import { useNarrowElement } from '../../shared/use-narrow-element';
import { LogbookCards } from './logbook-cards.view';
import { CARDS_BELOW_PX, LogbookTable, type LogbookTableProps } from './logbook-table.view';

/**
 * The entries of a logbook page: the checkbox table where the list has room, one card per entry where
 * it has not (issue 28 §1: on a phone the table scrolled sideways and cut the creation time).
 */
export function LogbookEntries(props: LogbookTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const narrow = useNarrowElement(ref, CARDS_BELOW_PX);
  const layout = props.layout ?? 'auto';
  // 'auto' builds nothing until the width is known (before the first paint): never both layouts.
  const cards = layout === 'cards' || (layout === 'auto' && narrow === true);
  const measured = layout !== 'auto' || narrow !== undefined;
  return (
    <div ref={ref} className="logbook-entries" data-layout={cards ? 'cards' : 'table'}>
      {!measured ? null : cards ? <LogbookCards {...props} /> : <LogbookTable {...props} />}
    </div>
  );
}
