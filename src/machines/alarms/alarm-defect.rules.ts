import { LOGBOOK_LIMITS } from '../../api/contract/logbook-limits';
import type { Alarm } from '../../api/contract/alarms.contract';

/** Whether the alarm may get a defect: open and not linked yet (the server answers 409 otherwise). */
export const defectAllowed = (alarm: Alarm): boolean => alarm.state !== 'cleared' && alarm.defect === null;

/** Whether the description may be sent: not only spaces, at most the logbook's long-text limit. */
export const descriptionValid = (description: string): boolean =>
  description.trim() !== '' && description.length <= LOGBOOK_LIMITS.longText;
