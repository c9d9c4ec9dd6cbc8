/** `useSelector` comparison for selected arrays: the machines' own (same items in the same order). */
export { sameItems } from '../../../machines/shared/fact-watch';

/** `useSelector` comparison for flat records of primitives (counters). */
export const sameFields = <T extends object>(a: T, b: T): boolean => {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};
