import { describe, expect, it } from 'vitest';
import { AccountRole, mayUseAdministration } from './accounts.contract';

/** Spec 001 §6: the console admits the administrator and the operator's admin, nobody else. */
describe('mayUseAdministration', () => {
  it('admits exactly the two console roles', () => {
    expect(AccountRole.literals.filter(mayUseAdministration)).toEqual(['administrator', 'operator_admin']);
  });

  it('refuses an empty or unknown role', () => {
    expect(mayUseAdministration('')).toBe(false);
    expect(mayUseAdministration('Administrator')).toBe(false);
  });
});
