/**
 * What counts as a valid e-mail address for the profile (spec 001 §5: "a valid e-mail"), shared by the
 * server (which enforces it) and the client (which enables the save). Pure: no imports. Deliberately
 * the common practical form (local@domain.tld, no spaces, ASCII), not the whole of RFC 5322.
 */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** True when the address has the practical e-mail form and fits the database and mail limits. */
export const isValidEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && (value.split('@')[0]?.length ?? 0) <= 64 && EMAIL_PATTERN.test(value);
