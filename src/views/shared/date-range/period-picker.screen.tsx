import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { providePeriodMachine } from '../../../machines/period/period-view-machine';
import type { PeriodMachine } from '../../../machines/period/period.machine';
import { readAddress } from '../../../machines/period/period-address';
import { OPEN_WINDOW, todayAt, type Period, type PickerKind } from '../../../machines/period/period.rules';
import type { SelectionActor } from '../app-services';
import { DateRangePickerView } from './date-range-picker.view';
import { useAddressPort } from './use-address-port';
import { useAddressVehicle } from './use-address-vehicle';

export type PeriodActor = ActorRefFrom<PeriodMachine>;

export interface PeriodOptions {
  readonly kind: PickerKind;
  /** The app-wide vehicle selection: the active vehicle's window, cranes. */
  readonly selection: SelectionActor;
  /** Lock the picker for cranes (the reporting and tracking toolbars). */
  readonly lockForCranes: boolean;
  /** The page's period lives in the address (`vehicle`, `from`, `to`); a drawer's own does not. */
  readonly inAddress: boolean;
  /** The clock (epoch ms); today is its day in Europe/Berlin. */
  readonly now?: () => number;
  /** A drawer's period at its start (e.g. the page's); the page's own comes from the address. */
  readonly initialPeriod?: Period | null;
}

/**
 * A period actor for a view (the toolbar, a drawer): the period machine with the selection and, for
 * the page's own period, the address provided. Other machines of the view watch its applied period
 * (`createAppliedPeriodWatcher`).
 */
export const usePeriodActor = ({
  kind,
  selection,
  lockForCranes,
  inAddress,
  now = Date.now,
  initialPeriod = null,
}: PeriodOptions): PeriodActor => {
  const address = useAddressPort();
  useAddressVehicle(selection, inAddress ? address : null);
  const [setup] = useState(() => ({
    machine: providePeriodMachine({ selection, ...(inAddress ? { address } : {}) }),
    input: {
      kind,
      today: todayAt(now()),
      lockForCranes,
      initialPeriod: inAddress ? readAddress(address.read()).period : initialPeriod,
    },
  }));
  return useActorRef(setup.machine, { input: setup.input });
};

/** The date-range picker bound to a period actor; `label`: the caption (default the map's "Period"). */
export function PeriodPickerScreen({
  period,
  label,
}: {
  readonly period: PeriodActor;
  readonly label?: string;
}) {
  const snapshot = useSelector(period, (s) => s);
  const { context } = snapshot;
  return (
    <DateRangePickerView
      period={context.applied}
      pending={context.pending}
      open={snapshot.hasTag('open')}
      disabled={!snapshot.hasTag('ready')}
      rules={{ kind: context.kind, today: context.today, window: context.vehicle?.window ?? OPEN_WINDOW }}
      onOpenChange={(open) => period.send({ type: open ? 'user.openPicker' : 'user.closePicker' })}
      onSelect={({ from, to }) => period.send({ type: 'user.selectRange', from, to })}
      {...(label === undefined ? {} : { label })}
    />
  );
}
