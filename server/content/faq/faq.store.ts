import type { FaqList } from '../../../src/api/contract';
import type { Db, Queryable } from '../../db/db';
import { DEFAULT_FAQ } from './faq-defaults';

const FAQ_SEED_LOCK_KEY = 7_310_014;

/** The questions and answers in one language, in their order. */
export const readFaq = async (q: Queryable, lang: 'de' | 'en'): Promise<FaqList> => {
  const rows = await q.query<{ title: string; content: string }>(
    lang === 'en'
      ? 'SELECT title_en AS title, content_en AS content FROM faq_entries ORDER BY position'
      : 'SELECT title_de AS title, content_de AS content FROM faq_entries ORDER BY position',
  );
  return { items: rows };
};

/** Writes the portal's default FAQ into an empty table (once, also with several instances starting). */
export const seedDefaultFaqIfEmpty = async (db: Db, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FAQ_SEED_LOCK_KEY]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM faq_entries');
    if ((row?.n ?? 0) > 0) return false;
    for (const [i, e] of DEFAULT_FAQ.entries()) {
      await tx.query(
        `INSERT INTO faq_entries (position, title_de, title_en, content_de, content_en, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [i + 1, e.titleDe, e.titleEn, e.contentDe, e.contentEn, now],
      );
    }
    return true;
  });
