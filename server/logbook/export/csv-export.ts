import type { Language, LogbookEntry } from '../../../src/api/contract';
import { cellText, columnTitle, type ExportColumn } from './export-columns';

/**
 * The CSV file (RFC 4180: CRLF lines, fields with the separator, quotes or line breaks quoted, quotes
 * doubled), UTF-8 with a byte-order mark so Excel reads umlauts. German files separate fields with `;`,
 * as German Excel expects (its list separator; the comma is the decimal sign there); English ones with `,`.
 */
export const CSV_SEPARATOR: Readonly<Record<Language, string>> = { 'de-DE': ';', 'en-GB': ',' };
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return before
 * one) gets a leading apostrophe: text from the form then stays text (CSV injection, OWASP).
 */
export const csvCell = (text: string, separator: string): string => {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const line = (cells: readonly string[], separator: string) =>
  `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;

/**
 * Streams the file while the batches arrive: one batch is read when the reader wants more, so at most
 * a batch or two of entries is held, whatever the number of rows.
 */
export const csvExportStream = (
  batches: AsyncIterable<readonly LogbookEntry[]>,
  columns: readonly ExportColumn[],
  language: Language,
  log: (message: string, error?: unknown) => void,
): ReadableStream<Uint8Array> => {
  const separator = CSV_SEPARATOR[language];
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          BOM +
            line(
              columns.map((c) => columnTitle(c, language)),
              separator,
            ),
        ),
      );
    },
    async pull(controller) {
      const next = await iterator.next().catch((error: unknown) => {
        // The status is sent: the reader sees the connection end; the log says why.
        log('The CSV export failed while streaming', error);
        throw error;
      });
      if (next.done) {
        controller.close();
        return;
      }
      let text = '';
      for (const entry of next.value)
        text += line(
          columns.map((c) => cellText(c, entry, language)),
          separator,
        );
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
};
