import type { ApiClient } from '../../../api/api-client';
import { commentFormMachine, type CommentFormMachine } from './comment-form.machine';
import { commentsListMachine, type CommentsListMachine } from './comments-list.machine';
import {
  createLogbookCommentsApiActors,
  type LogbookCommentsApiActors,
  type ObjectUrls,
} from './comments.actors';

/**
 * The comment machines of an entry's Comments tab with their calls provided: the screen creates one
 * actor of each per entry it shows (`useActorRef(machines.commentsList, { input })`).
 */
export interface LogbookCommentMachines {
  readonly commentForm: CommentFormMachine;
  readonly commentsList: CommentsListMachine;
}

/** Provides the machines with the given calls (view tests and stories pass fakes). */
export const provideLogbookCommentMachines = (actors: LogbookCommentsApiActors): LogbookCommentMachines => ({
  commentForm: commentFormMachine.provide({ actors: actors.commentForm }),
  commentsList: commentsListMachine.provide({ actors: actors.commentsList }),
});

/** What the composition root hands over: the API client and the access token read at call time. */
export interface LogbookCommentDeps {
  readonly api: ApiClient;
  readonly getAccessToken: () => string | null;
  /** The browser's object URLs by default. */
  readonly urls?: ObjectUrls;
}

/** The composition root's call: the machines with the real API calls. */
export const createLogbookCommentMachines = (deps: LogbookCommentDeps): LogbookCommentMachines =>
  provideLogbookCommentMachines(createLogbookCommentsApiActors(deps.api, deps.getAccessToken, deps.urls));
