import type { Language } from '../../src/api/contract';
import type { MailMessage } from '../mail/mailer';

interface ResetMailInput {
  readonly to: string;
  readonly firstName: string;
  readonly accountName: string;
  readonly link: string;
}

const german = ({ to, firstName, accountName, link }: ResetMailInput): MailMessage => ({
  to,
  subject: 'Passwort zurücksetzen – Rail Fleet Portal',
  text: [
    `Hallo ${firstName || accountName},`,
    '',
    `für Ihr Konto „${accountName}“ wurde ein neues Passwort angefordert. Über diesen Link vergeben Sie es`,
    '(der Link ist eine Stunde gültig und nur einmal verwendbar):',
    '',
    link,
    '',
    'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    '',
    'Ihr Rail Fleet Portal',
  ].join('\n'),
});

const english = ({ to, firstName, accountName, link }: ResetMailInput): MailMessage => ({
  to,
  subject: 'Reset your password – Rail Fleet Portal',
  text: [
    `Hello ${firstName || accountName},`,
    '',
    `a new password was requested for your account "${accountName}". Choose it with this link`,
    '(it is valid for one hour and works once):',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail; your password stays unchanged.',
    '',
    'Your Rail Fleet Portal',
  ].join('\n'),
});

/** The reset mail in the language the user chose on the reset page. */
export const resetMail = (locale: Language, input: ResetMailInput): MailMessage =>
  locale === 'en-GB' ? english(input) : german(input);
