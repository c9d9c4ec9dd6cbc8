import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../mail/mailer';
import { describeEachDatabase } from '../../test-support/test-databases';
import { createTestAccount } from '../../test-support/test-accounts';
import { startDiskWatch, type DiskWatch } from './disk-watch';
import { mailAdministratorsOnStorageChange } from './storage-alerts';

const GIB = 1024 ** 3;
const TOTAL = 100 * GIB;

/**
 * Issue 37: the administrators hear of the disk by mail when it reaches the warning level (90 % used)
 * and when writes are refused (below 5 GiB free here), in their language; not on the way back, and
 * nobody else. The watch is the real one, measuring a disk whose free space the test sets.
 */
describeEachDatabase(
  'storage mails to the administrators',
  (getCtx) => {
    let free = 50 * GIB;
    let watch: DiskWatch;
    const sent: MailMessage[] = [];
    const logged: string[] = [];
    let english = '';
    let german = '';
    let operator = '';
    let user = '';
    let failing = false;

    beforeAll(async () => {
      const { db } = getCtx();
      const mail = async (role: 'administrator' | 'operator_admin' | 'user', language: string | null) => {
        const account = await createTestAccount(db, { role });
        if (language)
          await db.query(
            `UPDATE accounts SET settings = jsonb_build_object('language', $1::text) WHERE id = $2`,
            [language, account.accountId],
          );
        return `${account.accountName}@example.com`;
      };
      english = await mail('administrator', 'en-GB');
      german = await mail('administrator', null);
      operator = await mail('operator_admin', 'de-DE');
      user = await mail('user', 'en-GB');
      watch = await startDiskWatch({
        paths: ['/data'],
        config: { minFree: { kind: 'bytes', value: 5 * GIB }, warnPercent: 90, checkSeconds: 3600 },
        log: () => undefined,
        measure: () => Promise.resolve({ totalBytes: TOTAL, freeBytes: free }),
      });
      mailAdministratorsOnStorageChange({
        storage: watch,
        db,
        mailer: {
          send: (message) =>
            failing
              ? Promise.reject(new Error('outbox: no space left on device'))
              : (sent.push(message), Promise.resolve()),
        },
        publicUrl: 'https://portal.example.org',
        log: (line) => logged.push(line),
      });
    });
    afterAll(() => watch.stop());

    /** The mails of this test's accounts (the database holds the demo's administrators too). */
    const ours = () => sent.filter((m) => [english, german, operator, user].includes(m.to));
    const settle = async (bytes: number, mails: number) => {
      free = bytes;
      await watch.check();
      await vi.waitFor(() => expect(ours()).toHaveLength(mails));
    };

    it('mails each administrator in their language at the warning level, and again when writes stop', async () => {
      await settle(8 * GIB, 3);
      const warning = new Map(ours().map((m) => [m.to, m]));
      expect([...warning.keys()].sort()).toEqual([english, german, operator].sort());
      expect(warning.get(english)?.subject).toBe('Storage almost full – Rail Fleet Portal');
      expect(warning.get(german)?.subject).toBe('Speicher fast voll – Rail Fleet Portal');
      expect(warning.get(operator)?.text).toContain('8192 MiB frei von 102400 MiB auf /data.');

      await settle(2 * GIB, 6);
      const full = ours().slice(3);
      expect(full.map((m) => m.subject)).toContain('Storage full: the Rail Fleet Portal refuses changes');
      expect(full.find((m) => m.to === english)?.text).toContain('2048 MiB free of 102400 MiB on /data.');
    });

    it('says nothing on the way back, and logs once when the mails cannot go out', async () => {
      // From full back to nearly full: no mail (not news); then full once more while mail fails.
      free = 8 * GIB;
      expect((await watch.check()).state).toBe('warning');
      failing = true;
      free = 1 * GIB;
      expect((await watch.check()).state).toBe('full');
      await vi.waitFor(() =>
        expect(
          logged.filter((l) => l.startsWith('Storage mail (full):') && l.includes('could not be mailed')),
        ).toHaveLength(1),
      );
      // Logged with the reason; the earlier step (back to nearly full) mailed nobody.
      expect(logged.at(-1)).toContain('no space left on device');
      expect(ours()).toHaveLength(6);
    });
  },
  { bothDatabases: true },
);
