import { ApiError } from './api-error';

/**
 * Deepest nesting a JSON body may have. The contract's deepest body (account settings) nests 2
 * levels; 32 leaves room for every schema to come while keeping recursive decoding and error
 * formatting far from the stack limit (10,000 levels overflowed it: a 500).
 */
export const MAX_JSON_DEPTH = 32;

/** How many path segments an error names for a value found deep inside a body. */
const NAMED_SEGMENTS = 4;

const fieldName = (prefix: string, path: readonly string[]): string => {
  const shown = path.slice(0, NAMED_SEGMENTS).join('.') + (path.length > NAMED_SEGMENTS ? '.…' : '');
  if (shown === '') return prefix;
  return prefix === 'body' ? shown : `${prefix}.${shown}`;
};

const refuse = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', `Invalid ${field}: ${message}`, {
    field,
    issues: [{ field, message }],
  });

/** PostgreSQL cannot store U+0000 in text (every lookup of such a string failed with a 500). */
const NUL = '\u0000';
const nulMessage = 'must not contain the NUL character (U+0000)';

/**
 * Refuses, before any schema sees it, what no schema can be trusted with: a JSON value nested deeper
 * than {@link MAX_JSON_DEPTH}, and text (values or keys) holding U+0000. Walks without recursion, so
 * a hostile value cannot overflow the stack here either. The 400 names the field.
 */
export const refuseHostileJson = (value: unknown, prefix: string): void => {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) throw refuse(fieldName(prefix, path), nulMessage);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_JSON_DEPTH) {
      throw refuse(fieldName(prefix, path), `is nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
    const entries = Array.isArray(current)
      ? current.map((item, index): [string, unknown] => [String(index), item])
      : Object.entries(current);
    for (const [key, item] of entries) {
      if (key.includes(NUL)) throw refuse(fieldName(prefix, [...path, key]), `(a key) ${nulMessage}`);
      pending.push({ value: item, path: [...path, key] });
    }
  }
};

/** Refuses U+0000 in path parameters and query strings (Hono has already percent-decoded them). */
export const refuseHostileStrings = (values: Readonly<Record<string, string>>, prefix: string): void => {
  for (const [key, value] of Object.entries(values)) {
    if (key.includes(NUL) || value.includes(NUL)) throw refuse(fieldName(prefix, [key]), nulMessage);
  }
};
