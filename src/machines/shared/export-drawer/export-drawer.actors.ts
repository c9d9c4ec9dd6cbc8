import { fromPromise } from 'xstate';

/**
 * An export call's default: it rejects, naming what the composition root should have provided
 * (tests and stories provide fakes).
 */
export const notProvided = <TOutput, TInput>(exportName: string, name: string) =>
  fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The ${exportName} actor '${name}' was not provided (see createAppActors).`)),
  );
