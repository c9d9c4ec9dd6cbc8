import type { Language } from '../../../src/api/contract';
import type { MailMessage } from '../../mail/mailer';
import type { StorageState, WatchedFilesystem } from './disk-watch';

/** What the administrators' storage mail says. */
export interface StorageMailInput {
  readonly to: string;
  readonly name: string;
  /** `warning` (nearly full) or `full` (writes refused). */
  readonly state: Exclude<StorageState, 'ok'>;
  /** The filesystem with the least room, as measured. */
  readonly worst: WatchedFilesystem | null;
  readonly publicUrl: string;
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

const german = ({ to, name, state, worst, publicUrl }: StorageMailInput): MailMessage => ({
  to,
  subject:
    state === 'full'
      ? 'Speicher voll: Das Rail Fleet Portal weist Änderungen ab'
      : 'Speicher fast voll – Rail Fleet Portal',
  text: [
    `Hallo ${name},`,
    '',
    state === 'full'
      ? 'der Datenträger des Portals ist voll: Es weist alle Änderungen und Telemetriedaten ab (Geräte senden sie später erneut); alles bleibt lesbar.'
      : 'der Datenträger des Portals ist fast voll. Wird der Platz knapp, muss es Änderungen und Telemetriedaten abweisen.',
    ...(worst ? ['', `${mib(worst.freeBytes)} frei von ${mib(worst.totalBytes)} auf ${worst.path}.`] : []),
    '',
    'Bitte geben Sie Platz auf dem Datenträger frei; das Portal arbeitet dann von selbst weiter.',
    '',
    `Ihr Rail Fleet Portal (${publicUrl})`,
  ].join('\n'),
});

const english = ({ to, name, state, worst, publicUrl }: StorageMailInput): MailMessage => ({
  to,
  subject:
    state === 'full'
      ? 'Storage full: the Rail Fleet Portal refuses changes'
      : 'Storage almost full – Rail Fleet Portal',
  text: [
    `Hello ${name},`,
    '',
    state === 'full'
      ? "the portal's disk is full: it refuses every change and all telemetry (devices send theirs again later); everything can still be read."
      : "the portal's disk is almost full. Once room runs short it has to refuse changes and telemetry.",
    ...(worst ? ['', `${mib(worst.freeBytes)} free of ${mib(worst.totalBytes)} on ${worst.path}.`] : []),
    '',
    'Please free space on that disk; the portal goes on by itself.',
    '',
    `Your Rail Fleet Portal (${publicUrl})`,
  ].join('\n'),
});

/** The storage mail in the administrator's language (German unless English was chosen). */
export const storageMail = (language: Language, input: StorageMailInput): MailMessage =>
  language === 'en-GB' ? english(input) : german(input);
