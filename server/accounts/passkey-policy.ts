import { passkeyViolations } from '../../src/api/contract';
import { ApiError } from '../http/api-error';

/** Enforces the password rules of spec 001 §5 server-side; the 400 lists every rule broken. */
export const assertPasskeyRules = (passkey: string, field: string): void => {
  const violations = passkeyViolations(passkey);
  if (violations.length === 0) return;
  const rules = violations.map((v) => v.rule);
  throw new ApiError(
    400,
    'passkey_rules_violated',
    `The new passkey breaks these rules: ${rules.join(', ')}.`,
    {
      field,
      violations: rules,
    },
  );
};
