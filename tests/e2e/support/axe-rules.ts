import axe from 'axe-core';

/** The rules option of `axe.run`: a rule id and whether it runs. */
export type AxeRules = Readonly<Record<string, { readonly enabled: boolean }>>;

/** Every rule axe runs by default, and WCAG 2.2 AA's target size (24 × 24 px), which it leaves off (issue 36). */
export const EVERY_RULE: AxeRules = { 'target-size': { enabled: true } };

type CheckRef = string | { readonly id: string };
/** axe's rule and check metadata (loaded in Node as in the page; not in its typings). */
interface AxeAudit {
  readonly rules: readonly { id: string; any: CheckRef[]; all: CheckRef[]; none: CheckRef[] }[];
  readonly data: { readonly checks: Readonly<Record<string, { impact?: string } | undefined>> };
}

const RANK: Readonly<Record<string, number>> = { minor: 1, moderate: 2, serious: 3, critical: 4 };

/**
 * The rules whose every check is of minor or moderate impact, worked out from axe's own data. A
 * finding fails a test only when serious or critical (axe-findings.ts), and a rule's finding takes the
 * highest impact of its failed checks, so these rules can never fail one; a check of unknown impact
 * counts as critical (its rule stays). With axe 4.14: 25 rules (the landmark rules, region, heading
 * order, ...).
 */
export const rulesThatCannotFail = (audit: AxeAudit): readonly string[] =>
  audit.rules
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none];
      const highest = Math.max(
        0,
        ...checks.map(
          (check) => RANK[audit.data.checks[typeof check === 'string' ? check : check.id]?.impact ?? ''] ?? 4,
        ),
      );
      return highest < RANK['serious']! && rule.id !== 'target-size';
    })
    .map((rule) => rule.id);

/**
 * What a view's check runs: every rule of `EVERY_RULE` but those that cannot fail a test. They cost
 * about a fifth of each check (the landmark and region rules walk the whole tree): three checks of
 * every route took 19.5 s with them and 16.1 s without, the same serious and critical findings
 * (2026-11-29).
 */
export const RULES_THAT_CAN_FAIL: AxeRules = {
  ...EVERY_RULE,
  ...Object.fromEntries(
    rulesThatCannotFail((axe as unknown as { _audit: AxeAudit })._audit).map((id) => [
      id,
      { enabled: false },
    ]),
  ),
};
