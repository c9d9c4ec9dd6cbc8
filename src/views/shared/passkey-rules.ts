import { passkeyViolations, type PasskeyRule } from '../../api/contract/passkey-rules';

/** One line of the live rule list: a broken password rule, or the confirmation mismatch. */
export type PasskeyProblem =
  | { readonly rule: Exclude<PasskeyRule, 'nonAscii'> }
  | { readonly rule: 'nonAscii'; readonly characters: string }
  | { readonly rule: 'mismatch' };

/**
 * Every problem of a new password and its confirmation (spec 001 §5): the contract's rules, then a
 * mismatch once the confirmation is filled. Empty for an empty password (nothing typed yet).
 */
export const passkeyProblems = (passkey: string, confirmation: string): PasskeyProblem[] => {
  if (passkey === '') return [];
  const problems: PasskeyProblem[] = passkeyViolations(passkey).map((v) =>
    v.rule === 'nonAscii' ? { rule: 'nonAscii', characters: v.characters ?? '' } : { rule: v.rule },
  );
  if (confirmation !== '' && confirmation !== passkey) problems.push({ rule: 'mismatch' });
  return problems;
};

/** The reset button: both fields filled, equal and keeping every rule. */
export const canSubmitReset = (passkey: string, confirmation: string): boolean =>
  passkey !== '' && confirmation !== '' && passkeyProblems(passkey, confirmation).length === 0;
