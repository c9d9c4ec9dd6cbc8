import type { Language } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import type { Mailer } from '../../mail/mailer';
import type { DiskWatch, StorageSnapshot, StorageState } from './disk-watch';
import { storageMail } from './storage-mail';

export interface StorageAlertDeps {
  readonly storage: Pick<DiskWatch, 'onChange' | 'snapshot'>;
  readonly db: Queryable;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly log: (message: string) => void;
}

interface Administrator {
  readonly email: string;
  readonly name: string;
  readonly language: string | null;
}

/** Worth a mail: reaching the warning level from below, and writes being refused. Not the way back. */
const worthTelling = (next: StorageState, before: StorageState): next is 'warning' | 'full' =>
  next === 'full' || (next === 'warning' && before === 'ok');

/**
 * Mails every administrator and operator administrator with an e-mail address (issue 37) when the
 * storage reaches the warning level and when writes are refused, in their language. The portal's
 * notifications belong to vehicles and are stored in the database whose disk is the one filling up, so
 * the administrators are told by mail, beside the banner, the log line and the metrics. A mail that
 * cannot be sent (the outbox is on the full disk, say) is logged, once per change. A start on a disk
 * that is nearly full or full already tells them too.
 */
export const mailAdministratorsOnStorageChange = (deps: StorageAlertDeps): (() => void) => {
  const tell = (next: StorageSnapshot, before: StorageState) => {
    const { state } = next;
    if (!worthTelling(state, before)) return;
    void (async () => {
      const administrators = await deps.db.query<Administrator>(
        `SELECT email,
                COALESCE(NULLIF(display_name, ''), NULLIF(first_name, ''), account_name) AS name,
                settings->>'language' AS language
           FROM accounts
          WHERE role IN ('administrator', 'operator_admin') AND COALESCE(email, '') <> ''
          ORDER BY account_name`,
      );
      const failures: string[] = [];
      for (const admin of administrators) {
        const language: Language = admin.language === 'en-GB' ? 'en-GB' : 'de-DE';
        try {
          await deps.mailer.send(
            storageMail(language, {
              to: admin.email,
              name: admin.name,
              state,
              worst: next.worst,
              publicUrl: deps.publicUrl,
            }),
          );
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      if (failures.length > 0)
        deps.log(
          `Storage mail (${state}): ${failures.length} of ${administrators.length} administrators could not be mailed (${failures[0]})`,
        );
    })().catch((error: unknown) =>
      deps.log(
        `Storage mail (${state}): the administrators could not be read to mail them (${error instanceof Error ? error.message : String(error)})`,
      ),
    );
  };
  const stop = deps.storage.onChange(tell);
  tell(deps.storage.snapshot(), 'ok');
  return stop;
};
