import { createContext, useContext } from 'react';
import type { LogbookCommentMachines } from '../../../machines/logbook/comments/comment-machines';
import type { SessionActor } from '../../shared/app-services';

/**
 * What the Comments tab needs from the composition root: the session (for the comments rights, spec
 * 001 §6) and the comment machines with their calls provided (`createLogbookCommentMachines`). Its
 * props are fixed by the entry drawer, so it reads these from a context the root provides once.
 */
export interface EntryCommentsServices {
  readonly session: SessionActor;
  readonly machines: LogbookCommentMachines;
  /** IANA zone for the comment times; the organisation's when left out (tests fix it). */
  readonly timeZone?: string;
}

export const EntryCommentsServicesContext = createContext<EntryCommentsServices | null>(null);

export const useEntryCommentsServices = (): EntryCommentsServices => {
  const services = useContext(EntryCommentsServicesContext);
  if (services === null)
    throw new Error('EntryCommentsServicesContext is not provided (see the composition root).');
  return services;
};

/** The rights object of comments (spec 001 §6: logbook_entries/comments). */
export const COMMENTS_RESOURCE = 'logbook_entries/comments';
