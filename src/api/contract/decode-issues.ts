import { ParseResult } from 'effect';

/** One problem of a decoded value: where (path) and what (a message or a rule code). */
export interface PathIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What a `NullOr`/`optional` union adds beside the real problem of its member. */
const isUnionNoise = (message: string) => /^Expected (null|undefined), actual /.test(message);

/**
 * The problems of a failed decode, one per field: the member's own problem ("max:1000000") wins over
 * the union's "Expected null" beside it, and a section's union noise goes when one of its fields is named.
 */
export const issuesOf = (error: ParseResult.ParseError): PathIssue[] => {
  const byPath = new Map<string, PathIssue>();
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
    const key = issue.path.map(String).join('.');
    const previous = byPath.get(key);
    if (!previous || (isUnionNoise(previous.message) && !isUnionNoise(issue.message))) {
      byPath.set(key, { path: issue.path, message: issue.message });
    }
  }
  const keys = [...byPath.keys()];
  return [...byPath.entries()]
    .filter(([key, issue]) => !(isUnionNoise(issue.message) && keys.some((k) => k.startsWith(`${key}.`))))
    .map(([, issue]) => issue);
};
