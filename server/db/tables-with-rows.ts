import type { Queryable } from './db';

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Which of `tables` hold at least one row, asked in one statement (`EXISTS`, which stops at the first
 * row, where `count(*)` reads the whole table). The start asks it of the tables it seeds when empty,
 * so that a restart spends one statement on them, not one or four per seed (issue 34 §1).
 */
export const tablesWithRows = async <T extends string>(
  q: Queryable,
  tables: readonly T[],
): Promise<ReadonlySet<T>> => {
  if (tables.length === 0) return new Set();
  for (const table of tables) if (!TABLE_NAME.test(table)) throw new Error(`Not a table name: ${table}`);
  const [row] = await q.query<Record<string, boolean>>(
    `SELECT ${tables.map((table, i) => `EXISTS (SELECT 1 FROM ${table}) AS t${i}`).join(', ')}`,
  );
  return new Set(tables.filter((_, i) => row?.[`t${i}`] === true));
};
