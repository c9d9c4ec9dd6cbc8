/**
 * Where the reset page stands; the screen derives it from the machine's tags. Its own module so the
 * forms and the page that holds them do not import each other.
 */
export type ResetPageStatus =
  'editing' | 'busy' | 'requestSent' | 'requestFailed' | 'requestError' | 'resetDone' | 'resetFailed';
