import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alarm } from '../../../api/contract/alarms.contract';
import { formatDateTime } from '../../../i18n/format';
import type { AlarmDefectMachine } from '../../../machines/alarms/alarm-defect.machine';
import { descriptionValid } from '../../../machines/alarms/alarm-defect.rules';
import type { AlarmDefectMode } from '../../../machines/alarms/alarm-defect.types';
import { useNotificationLabel } from '../../shared/use-notification-label';
import { AlarmDefectForm } from './alarm-defect-form.view';

export interface AlarmDefectScreenProps {
  readonly machine: AlarmDefectMachine;
  readonly alarm: Alarm;
  readonly mode: AlarmDefectMode;
  readonly vehicle: string;
  readonly timeZone?: string | undefined;
  /** Ended: with the alarm as stored (done), or as it was (cancelled). */
  readonly onFinished: (alarm: Alarm) => void;
}

/** One alarm's defect form: the machine started in the chosen mode, the facts written in the user's language. */
export function AlarmDefectScreen({
  machine,
  alarm,
  mode,
  vehicle,
  timeZone,
  onFinished,
}: AlarmDefectScreenProps) {
  const { t } = useTranslation('notifications');
  const label = useNotificationLabel();
  const date = (iso: string) => formatDateTime(new Date(iso), timeZone);
  const facts = t('alarms.defectForm.facts', {
    type: label(alarm.type),
    vehicle,
    count: alarm.count,
    first: date(alarm.firstTimestamp),
    last: date(alarm.lastTimestamp),
  });
  const actor = useActorRef(machine, { input: { alarm, description: facts } });
  const context = useSelector(actor, (s) => s.context);
  const idle = useSelector(actor, (s) => s.hasTag('idle'));
  const done = useSelector(actor, (s) => s.hasTag('done'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));
  const loadFailed = useSelector(actor, (s) => s.matches('choicesFailed'));
  const started = useRef(false);
  useEffect(() => {
    actor.send({ type: mode === 'create' ? 'user.startCreate' : 'user.startLink' });
  }, [actor, mode]);
  useEffect(() => {
    if (!idle && !done) started.current = true;
    else if (started.current) onFinished(context.alarm);
  }, [idle, done, context.alarm, onFinished]);
  const failure = context.failure;
  const status = failure?._tag === 'HttpError' ? failure.status : null;
  return (
    <AlarmDefectForm
      mode={mode}
      type={label(alarm.type)}
      vehicle={vehicle}
      description={context.description}
      choices={loading ? null : context.choices}
      entryId={context.entryId}
      canSubmit={mode === 'create' ? descriptionValid(context.description) : context.entryId !== null}
      submitting={submitting}
      loadFailed={loadFailed}
      failure={
        failure === null || loadFailed
          ? null
          : status === 409
            ? 'conflict'
            : status === 403
              ? 'forbidden'
              : 'failed'
      }
      date={date}
      onDescription={(description) => actor.send({ type: 'user.changeDescription', description })}
      onPick={(entryId) => actor.send({ type: 'user.pickEntry', entryId })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onCancel={() => actor.send({ type: 'user.cancel' })}
    />
  );
}
