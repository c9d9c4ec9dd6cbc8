import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One mail of the outbox, decoded. */
export interface OutboxMail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

const decodeWords = (value: string): string =>
  value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g,
    (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
  );

const parseHeaders = (block: string): Map<string, string> => {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
};

const decodeBody = (body: string, encoding: string | undefined): string => {
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

const split = (raw: string): [string, string] => {
  const at = raw.search(/\r?\n\r?\n/);
  return at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, '')];
};

/** The text/plain part of a single-part or multipart message. */
const plainText = (headers: Map<string, string>, body: string): string => {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return decodeBody(body, headers.get('content-transfer-encoding'));
  }
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const [partHead, partBody] = split(part.replace(/^\r?\n/, ''));
    const partHeaders = parseHeaders(partHead);
    if ((partHeaders.get('content-type') ?? '').toLowerCase().startsWith('text/plain')) {
      return decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    }
  }
  return '';
};

/** Parses the raw `.eml` text nodemailer writes (enough of RFC 5322/2045 for our own mails). */
export const parseEml = (raw: string, file = ''): OutboxMail => {
  const [head, body] = split(raw);
  const headers = parseHeaders(head);
  return {
    file,
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: plainText(headers, body),
  };
};

/** Every mail in the outbox, oldest first (file names start with their time). */
export const readOutbox = async (dir: string): Promise<OutboxMail[]> => {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (f) => parseEml(await readFile(join(dir, f), 'utf8'), f)));
};

/** File names of the mails in the outbox now, to wait for a newer one with {@link waitForMail}. */
export const outboxFiles = async (dir: string): Promise<string[]> =>
  (await readOutbox(dir)).map((m) => m.file);

/**
 * Waits until a mail to `to` that is not among `seen` arrives (mails are sent in the background, in
 * the order they were requested).
 */
export const waitForMail = async (
  dir: string,
  to: string,
  seen: readonly string[] = [],
  timeoutMs = 5000,
): Promise<OutboxMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(dir)).find((m) => m.to.includes(to) && !seen.includes(m.file));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The reset token of the link `/reset-passkey?token=...` in a mail's text. */
export const resetTokenOf = (mail: OutboxMail): string => {
  const match = /\/reset-passkey\?token=([A-Za-z0-9%_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No reset link in the mail:\n${mail.text}`);
  return decodeURIComponent(match[1]);
};
