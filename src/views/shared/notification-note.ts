/**
 * A rule's note ("19.1 V / 24 V: 20 % > 15 %", "-5.4 °C < -5 °C") as the user's language writes it. Notes
 * are stored language-neutral, numbers with units and signs with a decimal point (server
 * notifications/rules/note.ts), never dates; German writes the decimals with a comma.
 */
export const noteIn = (note: string, language: string): string =>
  language.toLowerCase().startsWith('de') ? note.replace(/(\d)\.(\d)/g, '$1,$2') : note;
