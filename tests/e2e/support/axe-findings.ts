import type { ImpactValue, Result } from 'axe-core';

/** What fails a test. Moderate and minor findings are printed with them but do not fail on their own. */
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

export interface AuditFinding {
  readonly view: string;
  readonly violations: readonly Result[];
}

const describeViolation = (violation: Result): string => {
  const nodes = violation.nodes.slice(0, 6).map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    // The element itself: a generated id (#radix-…) alone does not say which control it is.
    const html = node.html.replace(/\s+/g, ' ').slice(0, 200);
    return `      ${node.target.join(' ')}: ${summary}\n        ${html}`;
  });
  const more = violation.nodes.length > 6 ? [`      … and ${violation.nodes.length - 6} more`] : [];
  return [
    `    [${violation.impact ?? 'unknown'}] ${violation.id} ×${violation.nodes.length}: ${violation.help} (${violation.helpUrl})`,
    ...nodes,
    ...more,
  ].join('\n');
};

/** The findings of one test, merged per view and rule (a view checked twice reports a rule once). */
const summariseFindings = (list: readonly AuditFinding[]): Map<string, Map<string, Result>> => {
  const perView = new Map<string, Map<string, Result>>();
  for (const { view, violations } of list) {
    const rules = perView.get(view) ?? new Map<string, Result>();
    for (const violation of violations) {
      const seen = rules.get(violation.id);
      if (!seen || violation.nodes.length > seen.nodes.length) rules.set(violation.id, violation);
    }
    perView.set(view, rules);
  }
  return perView;
};

/**
 * The error a test fails with when any view it showed had a serious or critical violation, null when
 * none did: the whole list, each view with its rules and first elements.
 */
export const failureOfFindings = (list: readonly AuditFinding[]): Error | null => {
  const summary = [...summariseFindings(list)];
  const failing = summary.flatMap(([view, rules]) => {
    const all = [...rules.values()];
    return all.some((v) => FAILING.includes(v.impact ?? 'minor'))
      ? [`  ${view}:\n${all.map(describeViolation).join('\n')}`]
      : [];
  });
  // The first line names each failing view and rule: a CI log that keeps only an error's first line
  // still says what was found.
  const headline = summary
    .flatMap(([view, rules]) =>
      [...rules.values()]
        .filter((v) => FAILING.includes(v.impact ?? 'minor'))
        .map((v) => `${view} ${v.id} ×${v.nodes.length} (${v.nodes[0]?.target.join(' ') ?? ''})`),
    )
    .join('; ');
  return failing.length > 0
    ? new Error(`axe found serious or critical accessibility violations: ${headline}\n${failing.join('\n')}`)
    : null;
};
