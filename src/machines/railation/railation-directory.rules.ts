import { isSendableRailationSearch, RAILATION_LIMITS } from '../../api/contract/railation-limits';
import type { RailationDirectoryContext } from './railation-directory.types';

/** The categories after a tick or untick of one. */
export const toggled = (categories: readonly number[], id: number): readonly number[] =>
  categories.includes(id) ? categories.filter((c) => c !== id) : [...categories, id];

/** The term to ask for after typing `text`: the trimmed text when sendable, else the one asked for. */
export const searchAfterTyping = (current: string, text: string): string =>
  isSendableRailationSearch(text) ? text.trim() : current;

/** More places to load: fewer loaded than there are, and another page allowed. */
export const hasMorePlaces = (
  context: Pick<RailationDirectoryContext, 'places' | 'total' | 'page'>,
): boolean => context.places.length < context.total && context.page < RAILATION_LIMITS.maxPage;
