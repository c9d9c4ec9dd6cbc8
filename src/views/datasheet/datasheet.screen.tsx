import { fleetViewMachinesFor } from '../../machines/fleet/fleet-view-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { selectLocomotive } from '../../machines/fleet/fleet.facts';
import { selectLastActive } from '../../machines/fleet/vehicle-selection.types';
import type { RouteViewProps } from '../shared/routes';
import { DatasheetView } from './datasheet.view';

/**
 * The datasheet route: the last entry of the active list, its datasheet and the draft comment and fuel
 * settings in a datasheet actor of its own, which also runs the save and its 2 s messages.
 */
export function DatasheetScreen({ services }: RouteViewProps) {
  const { selection, views } = services.fleet;
  const vehicle = useSelector(selection, selectLastActive);
  const isDemoUser = useSelector(services.session, (s) => s.context.account?.isDemoUser ?? false);
  // The sheet subscribes itself to the active locomotive (another one reloads it and resets the draft);
  // it starts with the current one so that its first frame already shows the sheet loading.
  const sheet = useActorRef(fleetViewMachinesFor(views).datasheet, {
    input: { isDemoUser, locomotive: selectLocomotive(selection.getSnapshot()) },
  });
  const datasheet = useSelector(sheet, (s) => s.context.datasheet);
  const settings = useSelector(sheet, (s) => s.context.fuelConsumption);
  const comment = useSelector(sheet, (s) => s.context.comment);
  const loading = useSelector(sheet, (s) => s.hasTag('loadingDatasheet'));
  const saving = useSelector(sheet, (s) => s.hasTag('saving'));
  const outcome = useSelector(sheet, (s) =>
    s.hasTag('saved') ? 'saved' : s.hasTag('saveFailed') ? 'failed' : null,
  );
  return (
    <DatasheetView
      vehicleName={vehicle?.name ?? null}
      datasheet={datasheet}
      loading={loading}
      settings={settings}
      onSettingsChange={(fuelConsumption) =>
        sheet.send({ type: 'user.editFuelConsumption', fuelConsumption })
      }
      comment={comment}
      onCommentChange={(text) => sheet.send({ type: 'user.editComment', comment: text })}
      isDemoUser={isDemoUser}
      saving={saving}
      saveOutcome={outcome}
      onSave={() => {
        const { context } = sheet.getSnapshot();
        sheet.send({
          type: 'user.saveDatasheet',
          comment: context.comment,
          fuelConsumption: context.fuelConsumption,
        });
      }}
      onDismissFailure={() => sheet.send({ type: 'user.dismissMessage' })}
    />
  );
}
