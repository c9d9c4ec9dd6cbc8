import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Alarm } from '../../../api/contract/alarms.contract';
import type { AlarmActionMachine } from '../../../machines/alarms/alarm-action.machine';
import { remarkValid } from '../../../machines/alarms/alarm-action.rules';
import type { AlarmActionKind } from '../../../machines/alarms/alarm-action.types';
import type { AlarmDefectMachine } from '../../../machines/alarms/alarm-defect.machine';
import type { AlarmDefectMode } from '../../../machines/alarms/alarm-defect.types';
import type { AlarmListMachine } from '../../../machines/alarms/alarm-list.machine';
import type { AlarmListInput } from '../../../machines/alarms/alarm-list.types';
import type { PeriodChanged } from '../../../machines/period/period.types';
import type { FactWatcher } from '../../../machines/shared/fact-watch';
import { useNotificationLabel } from '../../shared/use-notification-label';
import { AlarmActionForm } from './alarm-action-form.view';
import { AlarmDefectScreen } from './alarm-defect.screen';
import { AlarmListView } from './alarm-list.view';

export interface AlarmListScreenProps {
  readonly machines: {
    readonly alarms: AlarmListMachine;
    readonly alarmAction: AlarmActionMachine;
    readonly alarmDefect: AlarmDefectMachine;
  };
  /** The page's applied period, watched as the history list watches it (issue 30 §1). */
  readonly watchPeriod: FactWatcher<PeriodChanged>;
  /** The selected vehicles and the applied period when the page opens. */
  readonly input: AlarmListInput;
  readonly names: ReadonlyMap<number, string>;
  /** The server lets the user acknowledge and clear (not the demo user). */
  readonly canAct: boolean;
  /** The user may write the logbook: make or link a defect (issue 30 §1). */
  readonly canDefect?: boolean;
  readonly timeZone?: string;
}

interface OpenAction {
  readonly alarm: Alarm;
  readonly kind: AlarmActionKind | AlarmDefectMode;
}

/** The alarms part of the notifications page: the list machine, and the action of the alarm opened. */
export function AlarmListScreen(props: AlarmListScreenProps) {
  const { machines, names, canAct, canDefect, timeZone } = props;
  // Built once: the period watcher and the first input of the page that opened it.
  const [setup] = useState(() => ({
    machine: machines.alarms.provide({ actors: { watchPeriod: props.watchPeriod } }),
    input: props.input,
  }));
  const list = useActorRef(setup.machine, { input: setup.input });
  const context = useSelector(list, (s) => s.context);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const empty = useSelector(list, (s) => s.hasTag('empty'));
  const [open, setOpen] = useState<OpenAction | null>(null);
  const alarms = context.result?.items ?? [];
  const shown = open && (alarms.find((alarm) => alarm.id === open.alarm.id) ?? open.alarm);
  const finish = useCallback(
    (alarm: Alarm) => {
      list.send({ type: 'live.alarmChanged', alarm });
      setOpen(null);
    },
    [list],
  );
  return (
    <AlarmListView
      filter={context.filter}
      alarms={alarms}
      names={names}
      page={context.page}
      pageSize={context.pageSize}
      total={context.result?.total ?? 0}
      loading={loading}
      failed={failed}
      empty={empty}
      stale={context.stale}
      canAct={canAct}
      openAlarmId={open?.alarm.id ?? null}
      canDefect={canDefect ?? false}
      actionForm={
        open &&
        shown &&
        (open.kind === 'create' || open.kind === 'link' ? (
          <AlarmDefectScreen
            key={`${open.alarm.id}-${open.kind}`}
            machine={machines.alarmDefect}
            alarm={shown}
            mode={open.kind}
            vehicle={names.get(open.alarm.vehicleId) ?? String(open.alarm.vehicleId)}
            timeZone={timeZone}
            onFinished={finish}
          />
        ) : (
          <AlarmActionScreen
            key={`${open.alarm.id}-${open.kind}`}
            machine={machines.alarmAction}
            alarm={open.alarm}
            current={shown}
            kind={open.kind}
            vehicle={names.get(open.alarm.vehicleId) ?? String(open.alarm.vehicleId)}
            onFinished={finish}
          />
        ))
      }
      onFilter={(filter) => list.send({ type: 'user.filter', filter })}
      onPage={(page) => list.send({ type: 'user.goToPage', page })}
      onRetry={() => list.send({ type: 'user.retry' })}
      onRefresh={() => list.send({ type: 'user.refresh' })}
      onAction={(alarm, kind) => setOpen({ alarm, kind })}
      onDefect={(alarm, kind) => setOpen({ alarm, kind })}
      {...(timeZone ? { timeZone } : {})}
    />
  );
}

interface AlarmActionScreenProps {
  readonly machine: AlarmActionMachine;
  /** The alarm as it was when the action opened, and as the list now has it. */
  readonly alarm: Alarm;
  readonly current: Alarm;
  readonly kind: AlarmActionKind;
  readonly vehicle: string;
  /** The action ended (saved, cancelled, or the alarm changed elsewhere so it no longer fits). */
  readonly onFinished: (alarm: Alarm) => void;
}

function AlarmActionScreen({ machine, alarm, current, kind, vehicle, onFinished }: AlarmActionScreenProps) {
  const actor = useActorRef(machine, { input: { alarm } });
  const label = useNotificationLabel();
  const context = useSelector(actor, (s) => s.context);
  const idle = useSelector(actor, (s) => s.hasTag('idle'));
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));
  const started = useRef(false);
  useEffect(() => {
    actor.send({ type: kind === 'acknowledge' ? 'user.startAcknowledge' : 'user.startClear' });
  }, [actor, kind]);
  // The list's live changes reach the action: another tab acknowledged or cleared it.
  useEffect(() => {
    if (current !== alarm) actor.send({ type: 'live.alarmChanged', alarm: current });
  }, [actor, alarm, current]);
  useEffect(() => {
    if (!idle) started.current = true;
    else if (started.current) onFinished(context.alarm);
  }, [idle, context.alarm, onFinished]);
  const failure = context.failure;
  return (
    <AlarmActionForm
      kind={kind}
      type={label(alarm.type)}
      vehicle={vehicle}
      remark={context.remark}
      canSubmit={remarkValid(context.kind, context.remark)}
      submitting={submitting}
      failure={
        failure === null
          ? null
          : failure._tag === 'HttpError' && failure.status === 409
            ? 'conflict'
            : 'failed'
      }
      onRemark={(remark) => actor.send({ type: 'user.changeRemark', remark })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      onCancel={() => actor.send({ type: 'user.cancel' })}
    />
  );
}
