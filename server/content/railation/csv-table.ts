/** One record of a CSV file: its cells and the line it starts on (1 = the header). */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

export interface CsvTable {
  readonly header: readonly string[];
  readonly records: readonly CsvRecord[];
}

/**
 * Reads CSV as spreadsheets write it (RFC 4180): quoted cells may hold the delimiter, line breaks and
 * doubled quotes. The delimiter is `,` or `;` (German spreadsheets), whichever the header line holds
 * more of outside quotes. Blank lines are skipped. Throws on an unclosed quote, naming its line.
 */
export const readCsv = (text: string): CsvTable => {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const count = (ch: string) => firstLine.replace(/"[^"]*"/g, '').split(ch).length - 1;
  const delimiter = count(';') > count(',') ? ';' : ',';
  const rows: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let started = false;
  const endRecord = () => {
    cells.push(cell);
    if (started || cells.length > 1 || cell !== '') rows.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    started = false;
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      started = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      started = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
      started = true;
    }
  }
  if (quoted) throw new Error(`line ${recordLine}: a quoted cell is not closed`);
  if (started || cell !== '' || cells.length > 0) endRecord();
  const [header, ...records] = rows;
  return { header: (header?.cells ?? []).map((h) => h.trim()), records };
};
