import {
  RAILATION_CATEGORY_IDS,
  RAILATION_LIMITS,
  RAILATION_PLACE_COLUMNS,
  type ApiErrorBody,
  type RailationBlock,
  type RailationPlace,
  type RailationPlaceColumn,
  type RailationPlaceInput,
} from '../../api/contract';

/**
 * The edit form of one railation place (issue 12), as pure functions: the draft as typed, its
 * validation (error keys, never texts), the request it becomes, and the description's text format.
 */

/** The fields typed as text: every column an administrator writes but the id and the categories. */
export type RailationTextField = Exclude<RailationPlaceColumn, 'id' | 'categories'>;

/** Every field of the form that can show an error. */
export type RailationDraftField = RailationTextField | 'categories';

/** The form's values as typed; coordinates as text, so "53,55" can be typed and checked. */
export interface RailationPlaceDraft extends Readonly<Record<RailationTextField, string>> {
  /** Category ids in the order chosen: the first one is the place's marker icon. */
  readonly categories: readonly number[];
  /** The loaded description's title: not edited here, kept on update. */
  readonly descriptionTitle: string | null;
}

/** Why a field is refused; the view names it under `railation.editor.errors.<key>`. */
export type RailationDraftError =
  | 'required'
  | 'tooLong'
  | 'noCategory'
  | 'notANumber'
  | 'latRange'
  | 'lngRange'
  | 'notAUrl'
  | 'tooManyBlocks'
  | 'tooManyListItems'
  | 'blockTooLong'
  /** The server refused the field (a 400 naming it). */
  | 'rejected';

export type RailationDraftErrors = Readonly<Partial<Record<RailationDraftField, RailationDraftError>>>;

/** The text fields in the form's order (the import's column order). */
export const RAILATION_TEXT_FIELDS: readonly RailationTextField[] = RAILATION_PLACE_COLUMNS.filter(
  (c): c is RailationTextField => c !== 'id' && c !== 'categories',
);

const CONTACT_FIELDS = ['street', 'postcode', 'city', 'country', 'phone', 'website'] as const;

const LIMITS = RAILATION_LIMITS;

/** The draft of a new place: everything empty. */
export const emptyDraft = (): RailationPlaceDraft => ({
  name: '',
  categories: [],
  lat: '',
  lng: '',
  street: '',
  postcode: '',
  city: '',
  country: '',
  phone: '',
  website: '',
  imgUrl: '',
  description: '',
  descriptionTitle: null,
});

/** The draft of a stored place (only the twelve known categories are kept). */
export const draftOf = (place: RailationPlace): RailationPlaceDraft => ({
  name: place.name,
  categories: place.categories.filter((id) => RAILATION_CATEGORY_IDS.includes(id)),
  lat: String(place.lat),
  lng: String(place.lng),
  street: place.contact.street ?? '',
  postcode: place.contact.postcode ?? '',
  city: place.contact.city ?? '',
  country: place.contact.country ?? '',
  phone: place.contact.phone ?? '',
  website: place.contact.website ?? '',
  imgUrl: place.imgUrl ?? '',
  description: place.description ? descriptionText(place.description.blocks) : '',
  descriptionTitle: place.description?.title ?? null,
});

/** The draft with a category added (at the end: the first stays the icon) or removed. */
export const withCategoryToggled = (draft: RailationPlaceDraft, id: number): RailationPlaceDraft => ({
  ...draft,
  categories: draft.categories.includes(id)
    ? draft.categories.filter((c) => c !== id)
    : [...draft.categories, id],
});

/** True for one of the twelve category ids. */
export const isRailationCategory = (id: number): boolean => RAILATION_CATEGORY_IDS.includes(id);

const HEADING = '# ';
const LIST_ITEM = '- ';
/** A trimmed line is marked by `# ` or `- `, or is the bare `#` or `-` (an empty heading or item). */
const isMarked = (line: string, marker: string) => line.startsWith(marker) || line === marker.trim();
const unmarked = (line: string) => line.slice(1).trim();

/**
 * A description as the form's text: a heading is `# text`, a list one `- item` line per item, a
 * paragraph its text; blocks are separated by a blank line. {@link descriptionBlocks} reads it back.
 */
export const descriptionText = (blocks: readonly RailationBlock[]): string =>
  blocks
    .map((block) =>
      block.type === 'heading'
        ? `${HEADING}${block.text}`
        : block.type === 'list'
          ? block.items.map((item) => `${LIST_ITEM}${item}`).join('\n')
          : block.text,
    )
    .join('\n\n');

/**
 * The blocks of the form's text: a line starting with `# ` is a heading, consecutive lines starting
 * with `- ` a list, other lines up to a blank line one paragraph (its lines joined by line breaks, as
 * the import does). Lines are trimmed; empty headings, items and lists are dropped. A paragraph whose line
 * starts with `# ` or `- ` cannot be written, so such a stored paragraph becomes a heading or list.
 * No limits apply here: {@link descriptionError} checks them.
 */
export const descriptionBlocks = (text: string): RailationBlock[] => {
  const blocks: RailationBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
    if (items !== null && items.length > 0) blocks.push({ type: 'list', items });
    paragraph = [];
    items = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (isMarked(line, HEADING)) {
      flush();
      const heading = unmarked(line);
      if (heading !== '') blocks.push({ type: 'heading', text: heading });
    } else if (isMarked(line, LIST_ITEM)) {
      if (items === null) flush();
      const item = unmarked(line);
      items = item === '' ? (items ?? []) : [...(items ?? []), item];
    } else {
      if (items !== null) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
};

/** The first limit of the contract the description's blocks break, or null. */
export const descriptionError = (blocks: readonly RailationBlock[]): RailationDraftError | null => {
  if (blocks.length > LIMITS.maxBlocks) return 'tooManyBlocks';
  if (blocks.some((b) => b.type === 'list' && b.items.length > LIMITS.maxListItems))
    return 'tooManyListItems';
  const texts = blocks.flatMap((b) => (b.type === 'list' ? b.items : [b.text]));
  return texts.some((text) => text.length > LIMITS.maxBlockTextLength) ? 'blockTooLong' : null;
};

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** A coordinate as typed ("53,55" or "53.55"), or NaN when it is no number. */
export const coordinateOf = (text: string): number => {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
};

const coordinateError = (text: string, limit: number, range: RailationDraftError) => {
  if (text.trim() === '') return 'required';
  const value = coordinateOf(text);
  if (Number.isNaN(value)) return 'notANumber';
  return Math.abs(value) <= limit ? null : range;
};

/** The contract's image pattern; websites are held to the same. */
const WEB_ADDRESS = /^https?:\/\/\S+$/;

/**
 * Every field's first problem; empty when the draft can be saved. Texts are checked trimmed, each
 * at most {@link RAILATION_LIMITS.maxFieldLength} long; the description against the block limits.
 */
export const validateDraft = (draft: RailationPlaceDraft): RailationDraftErrors => {
  const errors: Partial<Record<RailationDraftField, RailationDraftError>> = {};
  for (const field of RAILATION_TEXT_FIELDS) {
    if (field !== 'description' && draft[field].trim().length > LIMITS.maxFieldLength)
      errors[field] = 'tooLong';
  }
  if (draft.name.trim() === '') errors.name = 'required';
  if (draft.categories.length === 0) errors.categories = 'noCategory';
  const lat = coordinateError(draft.lat, 90, 'latRange');
  if (lat) errors.lat = lat;
  const lng = coordinateError(draft.lng, 180, 'lngRange');
  if (lng) errors.lng = lng;
  for (const field of ['website', 'imgUrl'] as const) {
    const value = draft[field].trim();
    if (!errors[field] && value !== '' && !WEB_ADDRESS.test(value)) errors[field] = 'notAUrl';
  }
  const description = descriptionError(descriptionBlocks(draft.description));
  if (description) errors.description = description;
  return errors;
};

/** True when the draft has no problem. */
export const isValidDraft = (draft: RailationPlaceDraft): boolean =>
  Object.keys(validateDraft(draft)).length === 0;

const textOrNull = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The request body of a draft (meant for a valid one): texts trimmed, empty ones null. No blocks is
 * no description; otherwise the loaded title is kept.
 */
export const inputOf = (draft: RailationPlaceDraft): RailationPlaceInput => {
  const blocks = descriptionBlocks(draft.description);
  return {
    name: draft.name.trim(),
    categories: [...draft.categories],
    lat: coordinateOf(draft.lat),
    lng: coordinateOf(draft.lng),
    contact: {
      street: textOrNull(draft.street),
      postcode: textOrNull(draft.postcode),
      city: textOrNull(draft.city),
      country: textOrNull(draft.country),
      phone: textOrNull(draft.phone),
      website: textOrNull(draft.website),
    },
    imgUrl: textOrNull(draft.imgUrl),
    description: blocks.length === 0 ? null : { title: draft.descriptionTitle, blocks },
  };
};

/** The form's field of a field path a 400 names (`contact.website`, `description.blocks.2.text`). */
export const draftFieldOf = (path: string): RailationDraftField | null => {
  const [head, next] = path.split('.');
  if (head === 'contact') return CONTACT_FIELDS.find((field) => field === next) ?? null;
  if (head === 'categories' || head === 'description') return head;
  return RAILATION_TEXT_FIELDS.find((field) => field === head) ?? null;
};

/** The form's fields a 400's body names (its issues, else its field), each once. */
export const rejectedFieldsOf = (body: ApiErrorBody | null): readonly RailationDraftField[] => {
  const paths = body?.issues?.map((issue) => issue.field) ?? (body?.field ? [body.field] : []);
  const fields = paths.map(draftFieldOf).filter((field) => field !== null);
  return [...new Set(fields)];
};

/**
 * What the form shows: the draft's problems once a save was tried, and the fields the server refused
 * (until they are changed).
 */
export const visibleErrors = (
  draft: RailationPlaceDraft,
  showErrors: boolean,
  rejected: readonly RailationDraftField[],
): RailationDraftErrors => {
  const errors: Partial<Record<RailationDraftField, RailationDraftError>> = showErrors
    ? { ...validateDraft(draft) }
    : {};
  for (const field of rejected) errors[field] ??= 'rejected';
  return errors;
};
