import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { parseEml, readOutbox } from '../test-support/outbox';
import { createMailer } from './create-mailer';

const LINK = `https://portal.example.test/reset-passkey?token=${'Ab9_-'.repeat(9)}`;
const MESSAGE = {
  to: 'jürgen@example.com',
  subject: 'Passwort zurücksetzen – Rail Fleet Portal',
  text: `Hallo Jürgen,\n\nbitte öffnen Sie diesen Link:\n\n${LINK}\n\nGrüße`,
};

describe('createMailer without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each mail as <timestamp>-<random>.eml into dataDir/outbox, UTF-8, link intact', async () => {
    const mailer = createMailer(readConfig({ DATA_DIR: dataDir }));
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, subject: 'Second' });
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/);
    const [first] = await readOutbox(join(dataDir, 'outbox'));
    expect(first?.subject).toBe(MESSAGE.subject);
    expect(first?.text).toBe(MESSAGE.text);
    expect(first?.text.split('\n')).toContain(LINK);
  });
});

describe('createMailer with SMTP_URL', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through the SMTP server and writes no outbox file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
    try {
      const config = readConfig({
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Portal <portal@example.com>',
      });
      await createMailer(config).send(MESSAGE);
      expect(received).toHaveLength(1);
      const mail = parseEml(received[0] ?? '');
      expect(mail.subject).toBe(MESSAGE.subject);
      expect(mail.text.split('\n')).toContain(LINK);
      expect(received[0]).toMatch(/^From: Portal <portal@example\.com>/m);
      expect(await readOutbox(join(dataDir, 'outbox'))).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const config = readConfig({ DATA_DIR: tmpdir(), SMTP_URL: 'smtp://127.0.0.1:1' });
    await expect(createMailer(config).send(MESSAGE)).rejects.toThrow();
  });
});
