import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Mailer, MailMessage } from './mailer';

/**
 * Base64 bodies: quoted-printable would break long links with soft line breaks and turn `=` into
 * `=3D`, so a person or test copying the reset link from the raw file would get a damaged one.
 */
const MESSAGE_DEFAULTS = { textEncoding: 'base64' } as const;

const toMail = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html === undefined ? {} : { html: message.html }),
  ...MESSAGE_DEFAULTS,
});

/**
 * nodemailer's transport, made at the first mail rather than at the server's start (issue 34 §1: the
 * restart's time).
 */
const lazyTransport = (options: string | Record<string, unknown>): (() => Promise<Transporter>) => {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(options)));
};

const smtpMailer = (config: Config, smtpUrl: string): Mailer => {
  const transport = lazyTransport(smtpUrl);
  return {
    async send(message) {
      await (await transport()).sendMail(toMail(config.mailFrom, message));
    },
  };
};

/** Without SMTP, every mail becomes `<timestamp>-<random>.eml` in `dataDir/outbox`, sorted by time. */
const outboxMailer = (config: Config): Mailer => {
  const outbox = join(config.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport()).sendMail(toMail(config.mailFrom, message));
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:.]/g, '');
      const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const partial = join(outbox, `.${name}.part`);
      await writeFile(partial, info.message as Buffer); // `buffer: true`: the whole message
      await rename(partial, join(outbox, name));
    },
  };
};

/** Mail through `SMTP_URL` when set, else into the outbox directory. */
export const createMailer = (config: Config): Mailer =>
  config.smtpUrl ? smtpMailer(config, config.smtpUrl) : outboxMailer(config);
