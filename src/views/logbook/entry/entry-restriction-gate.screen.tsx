import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { vehicleRestrictionsMachine } from '../../../machines/restrictions/vehicle-restrictions.machine';
import { unacknowledged } from '../../../machines/restrictions/vehicle-restrictions.rules';
import { EntryRestrictionGateView } from './entry-restriction-gate.view';

/** The restrictions machine with its calls, and the session's rights for it (entry-providers.tsx). */
export interface EntryRestrictionServices {
  readonly machine: typeof vehicleRestrictionsMachine;
  readonly rights: { readonly canEdit: boolean; readonly canAcknowledge: boolean };
}

export interface EntryRestrictionGateProps extends EntryRestrictionServices {
  readonly vehicleId: number;
  /** Whether saving waits for acknowledgements; false again when the gate goes. */
  readonly onBlocked: (blocked: boolean) => void;
  /**
   * The server refused the save for a restriction not acknowledged (one attached while the drawer
   * was open): the gate reads the vehicle's restrictions again, so that it shows.
   */
  readonly refused?: boolean;
}

const sameIds = (a: readonly { id: number }[], b: readonly { id: number }[]) =>
  a.length === b.length && a.every((r, i) => r.id === b[i]?.id);

/**
 * The entry drawer's gate (issue 30 §2): reads the vehicle's restrictions when an editable entry opens
 * and blocks its save and finalise while one the user may acknowledge is not acknowledged. Offline
 * (or the server unreachable) it uses the restrictions last read on this device and an
 * acknowledgement is queued there, sent before the entries (`restriction-offline.ts`); never read on
 * this device, or refused, nothing is blocked: the entry is never lost to the gate.
 */
export function EntryRestrictionGate({
  machine,
  rights,
  vehicleId,
  onBlocked,
  refused = false,
}: EntryRestrictionGateProps) {
  const actor = useActorRef(machine, { input: { vehicleId, ...rights } });
  const pending = useSelector(actor, (s) => unacknowledged(s.context.data), sameIds);
  const busy = useSelector(actor, (s) => s.hasTag('submitting'));
  const blocked = rights.canAcknowledge && pending.length > 0;
  useEffect(() => {
    if (refused) actor.send({ type: 'user.reload' });
  }, [refused, actor]);
  useEffect(() => {
    onBlocked(blocked);
    return () => onBlocked(false);
  }, [blocked, onBlocked]);
  if (!blocked) return null;
  return (
    <EntryRestrictionGateView
      pending={pending}
      busy={busy}
      onAcknowledge={(restrictionId) => actor.send({ type: 'user.acknowledge', restrictionId })}
    />
  );
}
