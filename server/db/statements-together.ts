/**
 * Waits for every one of statements of a transaction sent together (on PostgreSQL they travel
 * pipelined: one round trip for all, BEGIN with the first ones; `Db.transaction`), then throws the
 * first failure in the order given. Not `Promise.all`: it would end the transaction at the first
 * failure while another chain could still send a statement, which would then run after the ROLLBACK,
 * outside the transaction.
 */
export const together = async <T extends readonly unknown[]>(
  ...work: { [K in keyof T]: Promise<T[K]> }
): Promise<T> => {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
};
