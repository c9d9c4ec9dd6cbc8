import { ADMIN_LIMITS, type UserInteraction, type UserInteractionBody } from '../../src/api/contract';
import { ApiError } from '../http/api-error';
import { instantOfWallTime } from './berlin-time';

const invalid = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', `Invalid ${field}: ${message}`, { field });

/**
 * The prepared settings a set-user-interaction call makes (spec 001 §5 Administration): message
 * relies on update needs both checks, disable dismiss needs show message, a shown message needs its
 * text in both languages; the start is not in the past (a few minutes' grace for the form's "now"),
 * the end not before the start. A check that is set stamps now, so clients prompt again.
 */
export const nextInteraction = (
  body: UserInteractionBody,
  previous: UserInteraction,
  now: number,
): UserInteraction => {
  if (body.msgIsDependent && !(body.showMessage && body.suggestReload)) {
    throw invalid(
      'msgIsDependent',
      'a message that relies on the update needs showMessage and suggestReload',
    );
  }
  if (body.isDisableDismissButton && !body.showMessage) {
    throw invalid('isDisableDismissButton', 'disabling dismiss needs showMessage');
  }
  if (body.showMessage) {
    for (const lang of ['de', 'en'] as const) {
      if (body.message[lang].trim() === '')
        throw invalid(`message.${lang}`, 'a shown message needs its text');
    }
  }
  const start = instantOfWallTime(body.start_date);
  if (start === null) throw invalid('start_date', 'not a time (DD-MM-YYYY HH:mm:ss, Europe/Berlin)');
  const end = instantOfWallTime(body.end_date);
  if (end === null) throw invalid('end_date', 'not a time (DD-MM-YYYY HH:mm:ss, Europe/Berlin)');
  if (start < now - ADMIN_LIMITS.startGraceMs) throw invalid('start_date', 'must not be in the past');
  if (end < start) throw invalid('end_date', 'must not be before start_date');
  return {
    suggestReload: body.suggestReload,
    showMessage: body.showMessage,
    msgIsDependent: body.msgIsDependent,
    isDisableDismissButton: body.isDisableDismissButton,
    message: { de: body.message.de, en: body.message.en },
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
    userSuggestReloadTs: body.suggestReload ? now : previous.userSuggestReloadTs,
    userMsgTs: body.showMessage ? now : previous.userMsgTs,
  };
};

/**
 * What production gets at a deployment: the prepared settings, stamped with the deployment's time
 * where a check is set (clients loaded before the deployment are the ones to prompt).
 */
export const deployedInteraction = (
  prepared: UserInteraction,
  previous: UserInteraction,
  now: number,
): UserInteraction => ({
  ...prepared,
  userSuggestReloadTs: prepared.suggestReload ? now : previous.userSuggestReloadTs,
  userMsgTs: prepared.showMessage ? now : previous.userMsgTs,
});
