/**
 * The password rules of spec 001 §5, shared by the server (which enforces them) and the client (which
 * lists violations live). Pure: no imports.
 */
export const PASSKEY_MIN_LENGTH = 8;
export const PASSKEY_MAX_LENGTH = 100;

export type PasskeyRule = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'symbol' | 'nonAscii' | 'spaces';

export interface PasskeyViolation {
  readonly rule: PasskeyRule;
  /** For `nonAscii`: the offending characters, each once, in order of appearance. */
  readonly characters?: string;
}

const nonAsciiChars = (passkey: string): string =>
  [...new Set([...passkey].filter((c) => c.charCodeAt(0) > 127))].join('');

/** Every rule the passkey breaks, in a stable order; empty when it is acceptable. */
export const passkeyViolations = (passkey: string): PasskeyViolation[] => {
  const out: PasskeyViolation[] = [];
  const length = [...passkey].length;
  if (length < PASSKEY_MIN_LENGTH || length > PASSKEY_MAX_LENGTH) out.push({ rule: 'length' });
  if (!/[A-Z]/.test(passkey)) out.push({ rule: 'uppercase' });
  if (!/[a-z]/.test(passkey)) out.push({ rule: 'lowercase' });
  if (!/[0-9]/.test(passkey)) out.push({ rule: 'digit' });
  if (!/[!-/:-@[-`{-~]/.test(passkey)) out.push({ rule: 'symbol' });
  const bad = nonAsciiChars(passkey);
  if (bad.length > 0) out.push({ rule: 'nonAscii', characters: bad });
  if (/\s/.test(passkey)) out.push({ rule: 'spaces' });
  return out;
};
