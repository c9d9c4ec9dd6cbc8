import { Either, Schema } from 'effect';
import { issuesOf, type FieldIssue } from '../../src/api/contract';
import { ApiError } from './api-error';
import { boundField, boundMessage, MAX_ISSUES } from './error-bounds';

const fieldName = (prefix: string, path: readonly PropertyKey[]): string => {
  const joined = path.map(String).join('.');
  if (joined === '') return prefix;
  return prefix === 'body' ? joined : `${prefix}.${joined}`;
};

/**
 * Decodes a request part strictly: wrong types, missing fields and unknown fields all become a 400
 * naming the offending fields (the first {@link MAX_ISSUES}, echoed values cut short).
 */
export const decodeStrict = <A, I>(schema: Schema.Schema<A, I>, input: unknown, prefix: string): A => {
  const result = Schema.decodeUnknownEither(schema, { errors: 'all', onExcessProperty: 'error' })(input);
  if (Either.isRight(result)) return result.right;
  const issues: FieldIssue[] = issuesOf(result.left)
    .slice(0, MAX_ISSUES)
    .map((issue) => ({
      field: boundField(fieldName(prefix, issue.path)),
      message: boundMessage(issue.message),
    }));
  const first = issues[0];
  throw new ApiError(
    400,
    'invalid_request',
    first ? `Invalid ${first.field}: ${first.message}` : 'Invalid request.',
    first ? { field: first.field, issues } : { issues },
  );
};
