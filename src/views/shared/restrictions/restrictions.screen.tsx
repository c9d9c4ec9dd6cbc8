import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../../api/api-failure';
import type {
  VehicleRestrictionsEvent,
  VehicleRestrictionsTag,
} from '../../../machines/restrictions/vehicle-restrictions.types';
import type { AppServices, LogbookServices } from '../app-services';
import { restrictionMachineFor, useRestrictionRights } from './restriction-machine';
import { RestrictionsView, type RestrictionsViewProps } from './restrictions.view';

export interface RestrictionsScreenProps {
  readonly services: Pick<AppServices, 'session' | 'content' | 'fleet'> & {
    /** In the logbook: what is read is kept for the entry drawer's gate offline (issue 30 §2). */
    readonly logbook?: Pick<LogbookServices, 'restrictionsOffline'>;
  };
  readonly vehicleId: number;
}

const EMPTY: readonly never[] = [];

const phaseOf = (snapshot: {
  hasTag: (tag: VehicleRestrictionsTag) => boolean;
}): RestrictionsViewProps['phase'] => {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('loadFailed')) return 'loadFailed';
  if (snapshot.hasTag('creating')) return 'creating';
  if (snapshot.hasTag('lifting')) return 'lifting';
  return 'ready';
};

const isConflict = (failure: ApiFailure | null) => failure?._tag === 'HttpError' && failure.status === 409;
const refusedField = (failure: ApiFailure | null): string | null =>
  failure === null
    ? null
    : failure._tag === 'HttpError' && failure.status === 400
      ? (failure.body?.field ?? 'failed')
      : 'failed';

/**
 * A vehicle's restrictions (issue 30 §2): a machine of its own per vehicle (mount it with the vehicle
 * as `key`), the caller's rights from the session.
 */
export function RestrictionsScreen({ services, vehicleId }: RestrictionsScreenProps) {
  const rights = useRestrictionRights(services.session);
  const [machine] = useState(() =>
    restrictionMachineFor(services.content, services.logbook?.restrictionsOffline),
  );
  const actor = useActorRef(machine, { input: { vehicleId, ...rights } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const send = (event: VehicleRestrictionsEvent) => actor.send(event);
  // A restriction attached, lifted or acknowledged here: the map's badges and the panel read it now.
  const previous = useRef(context.data);
  const fleetRestrictions = services.fleet.restrictions;
  useEffect(() => {
    if (previous.current !== null && context.data !== previous.current)
      fleetRestrictions.send({ type: 'restrictions.changed' });
    previous.current = context.data;
  }, [context.data, fleetRestrictions]);
  return (
    <RestrictionsView
      phase={phase}
      active={context.data?.active ?? EMPTY}
      history={context.data?.history ?? EMPTY}
      canEdit={context.canEdit}
      canAcknowledge={context.canAcknowledge}
      busy={snapshot.hasTag('submitting')}
      failure={
        context.failure && (phase === 'ready' || phase === 'lifting')
          ? isConflict(context.failure)
            ? 'conflict'
            : 'failed'
          : null
      }
      form={{
        form: context.form,
        issues: context.issues,
        failure: phase === 'creating' ? refusedField(context.failure) : null,
        onChange: (field, value) => send({ type: 'user.changeForm', field, value }),
        onSubmit: () => send({ type: 'user.submit' }),
        onCancel: () => send({ type: 'user.cancel' }),
      }}
      lift={{ remark: context.remark, onRemark: (remark) => send({ type: 'user.changeRemark', remark }) }}
      onRetry={() => send({ type: 'user.retry' })}
      onAdd={() => send({ type: 'user.startCreate' })}
      onAcknowledge={(restrictionId) => send({ type: 'user.acknowledge', restrictionId })}
      onLift={(restrictionId) => send({ type: 'user.startLift', restrictionId })}
      onSubmitLift={() => send({ type: 'user.submit' })}
      onCancel={() => send({ type: 'user.cancel' })}
    />
  );
}
