import type { TrackerProtocol } from '../../api/contract';

export type TrackerIdentifierProblem = 'invalidImei' | 'invalidIdentifier';

/**
 * What is wrong with a tracker identifier as typed, before it is sent (the server checks the same):
 * a Teltonika IMEI is 15 digits, a phone's identifier 1 to 64 letters, digits, ".", "_" or "-".
 */
export const trackerIdentifierProblem = (
  protocol: TrackerProtocol,
  text: string,
): TrackerIdentifierProblem | null => {
  const value = text.trim();
  if (protocol === 'teltonika') return /^[0-9]{15}$/.test(value) ? null : 'invalidImei';
  return /^[A-Za-z0-9._-]{1,64}$/.test(value) ? null : 'invalidIdentifier';
};
