import type { ApiErrorBody, FieldIssue } from '../../src/api/contract';

/** Characters of an offending value an error answer echoes; enough to recognise it. */
export const ECHOED_VALUE_CHARS = 40;
const MAX_MESSAGE_CHARS = 300;
export const MAX_FIELD_CHARS = 100;
/** Issues listed per answer: a body with 10,000 unknown keys gets the first ones, not a 1 MB list. */
export const MAX_ISSUES = 10;
const MAX_VIOLATIONS = 20;

const cut = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max)}…`);

/**
 * Effect Schema ends its messages with the offending value (`Expected …, actual "…"`): the value is
 * cut to a short prefix, and the message as a whole is bounded too, for messages that echo otherwise.
 */
export const boundMessage = (message: string): string => {
  const at = message.indexOf(', actual ');
  const shortened =
    at < 0
      ? message
      : `${message.slice(0, at)}, actual ${cut(message.slice(at + ', actual '.length), ECHOED_VALUE_CHARS)}`;
  return cut(shortened, MAX_MESSAGE_CHARS);
};

export const boundField = (field: string): string => cut(field, MAX_FIELD_CHARS);

const boundIssue = (issue: FieldIssue): FieldIssue => ({
  field: boundField(issue.field),
  message: boundMessage(issue.message),
});

/**
 * Every error answer passes through here, so no handler can echo a 100,000-character value back
 * (before: a 200 KB error for a long name). Bounded: message, field, and the lists' lengths.
 */
export const boundErrorBody = (body: ApiErrorBody): ApiErrorBody => {
  const { field, issues, violations, ...rest } = body;
  return {
    ...rest,
    message: boundMessage(body.message),
    ...(field === undefined ? {} : { field: boundField(field) }),
    ...(issues === undefined ? {} : { issues: issues.slice(0, MAX_ISSUES).map(boundIssue) }),
    ...(violations === undefined
      ? {}
      : { violations: violations.slice(0, MAX_VIOLATIONS).map((v) => cut(v, MAX_FIELD_CHARS)) }),
  };
};
