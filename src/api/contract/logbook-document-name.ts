import type { EntryStatus, OpenState } from './logbook-entry.contract';
import { ORGANISATION_TIME_ZONE } from './time-zone';

/**
 * The file name of an entry's PDF (getLogbookEntryDocument), made by the server and sent as its
 * `Content-Disposition`; the client saves the file under the name that header gives
 * ({@link fileNameOfDisposition}), so the two never differ:
 *
 * `logbook-<vehicle>-<YYYY-MM-DD>-<state>-<id8>.pdf`, e.g.
 * `logbook-br-218-456-2026-10-01-finalised-open-1a2b3c4d.pdf`:
 * - the vehicle's name as a slug: lower case, every run of other characters than letters and digits
 *   one `-`, at most {@link VEHICLE_SLUG_MAX} characters;
 * - the entry's reference day in the organisation's time zone;
 * - the entry's status (`started` or `finalised`, the words the logbook shows) and, while the entry
 *   has defects, their state (`open` or `resolved`);
 * - the first 8 characters of the entry id, so two entries of a vehicle and day never share a name.
 *
 * `fileName` keeps the letters of the vehicle's name (`logbook-łódź-…`, sent as RFC 6266 `filename*`);
 * `asciiFileName` is the plain ASCII form for `filename=` (transliterated: `lodz`, `sokratis`,
 * `shostakovich`), the same when the name is ASCII already.
 */
export interface LogbookDocumentName {
  readonly fileName: string;
  readonly asciiFileName: string;
}

export interface LogbookDocumentNameInput {
  readonly vehicleName: string;
  /** The entry's reference time (ISO 8601). */
  readonly referenceTimestamp: string;
  readonly status: EntryStatus;
  readonly entryState: OpenState | null;
  readonly entryId: string;
}

/** The words for the entry's status in file names (stable: scripts may sort by them). */
export const DOCUMENT_STATUS_WORDS: Readonly<Record<EntryStatus, string>> = {
  created: 'started',
  finalized: 'finalised',
};

export const VEHICLE_SLUG_MAX = 40;

/** Letters NFKD does not take apart: Latin ones with a stroke or ligatures, Greek and Cyrillic. */
const TRANSLITERATION: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'ß:ss ł:l đ:d ð:d ø:o æ:ae œ:oe þ:th ı:i ħ:h ŧ:t ŀ:l',
    'α:a β:v γ:g δ:d ε:e ζ:z η:i θ:th ι:i κ:k λ:l μ:m ν:n ξ:x ο:o π:p ρ:r σ:s ς:s τ:t υ:y φ:f χ:ch ψ:ps ω:o',
    'а:a б:b в:v г:g ґ:g д:d е:e ё:e є:ye ж:zh з:z и:i і:i ї:yi й:y к:k л:l м:m н:n о:o п:p р:r с:s',
    'т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya ђ:dj ј:j љ:lj њ:nj ћ:c џ:dz',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** Cuts a slug to `max` characters, at a `-` when there is one in the second half. */
const cut = (slug: string, max: number): string => {
  const chars = [...slug];
  if (chars.length <= max) return slug;
  const head = chars.slice(0, max).join('');
  const dash = head.lastIndexOf('-');
  return (dash >= max / 2 ? head.slice(0, dash) : head).replace(/-+$/, '');
};

const slug = (text: string, keep: RegExp): string =>
  cut(text.replace(keep, '-').replace(/^-+|-+$/g, ''), VEHICLE_SLUG_MAX);

/** The vehicle's name as a slug that keeps its letters (`Łódź 7` → `łódź-7`). */
export const vehicleSlug = (name: string): string =>
  slug(name.normalize('NFC').toLowerCase(), /[^\p{L}\p{N}]+/gu) || 'vehicle';

/** The vehicle's name as an ASCII slug (`Łódź 7` → `lodz-7`, `Σωκράτης` → `sokratis`). */
export const asciiVehicleSlug = (name: string): string => {
  const lower = [...name.normalize('NFC').toLowerCase()].map((c) => TRANSLITERATION[c] ?? c).join('');
  const plain = lower
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (c) => TRANSLITERATION[c] ?? '-');
  return slug(plain, /[^a-z0-9]+/g) || 'vehicle';
};

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORGANISATION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in the organisation's time zone, as `YYYY-MM-DD`. */
export const organisationDay = (iso: string): string => {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
};

/** The file name of an entry's PDF (see {@link LogbookDocumentName}). */
export const logbookDocumentName = (input: LogbookDocumentNameInput): LogbookDocumentName => {
  const state = [DOCUMENT_STATUS_WORDS[input.status], ...(input.entryState ? [input.entryState] : [])];
  const tail = `${organisationDay(input.referenceTimestamp)}-${state.join('-')}-${input.entryId.slice(0, 8).toLowerCase()}.pdf`;
  return {
    fileName: `logbook-${vehicleSlug(input.vehicleName)}-${tail}`,
    asciiFileName: `logbook-${asciiVehicleSlug(input.vehicleName)}-${tail}`,
  };
};

const decodeExtValue = (value: string): string | null => {
  const m = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!m || (m[1] ?? '').toLowerCase() !== 'utf-8') return null;
  try {
    return decodeURIComponent(m[2] ?? '');
  } catch {
    return null;
  }
};

/**
 * The file name a `Content-Disposition` header offers: the RFC 6266 `filename*` (UTF-8) when present,
 * else `filename`; null without either. Path separators become `_`: a name is never a path.
 */
export const fileNameOfDisposition = (header: string | null | undefined): string | null => {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s][^;\s]*)/i.exec(header)?.[1];
  const name =
    (extended === undefined ? null : decodeExtValue(extended)) ??
    (quoted === undefined ? null : quoted.replace(/\\(.)/g, '$1')) ??
    token ??
    null;
  const safe = name?.replace(/[/\\]/g, '_').trim() ?? '';
  return safe === '' ? null : safe;
};
