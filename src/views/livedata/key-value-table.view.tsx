import { Card, Heading, Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import '../shared/visually-hidden.css';

export interface KeyValueRow {
  /** Stable key (also the row's test id). */
  readonly id: string;
  readonly label: string;
  readonly value: ReactNode;
  /** Footnote marker (1 or 2) that ties the value to a timestamp below the tables. */
  readonly note?: 1 | 2;
}

/** A titled two-column table of label/value rows, the building block of the live-data page. */
export function KeyValueTable({
  title,
  rows,
}: {
  readonly title: string;
  readonly rows: readonly KeyValueRow[];
}) {
  return (
    <Card size="2" className="kv-card">
      <Heading as="h3" size="3" className="fleet-section-title">
        {title}
      </Heading>
      <Table.Root size="1">
        <caption className="visually-hidden">{title}</caption>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid={`kv-${row.id}`}>
              <Table.RowHeaderCell className="kv-label">{row.label}</Table.RowHeaderCell>
              <Table.Cell className="kv-value">
                {row.value}
                {row.note && (
                  <sup className="kv-note" aria-hidden="true">
                    {row.note}
                  </sup>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}
