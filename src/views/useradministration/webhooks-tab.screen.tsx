import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../api/api-failure';
import type { WebhookEndpoint } from '../../api/contract';
import type { AdministrationMachines } from '../../machines/administration/administration-machines';
import {
  webhookEditorErrors,
  type WebhookEditorActor,
} from '../../machines/administration/webhook-editor.machine';
import type { SelectionActor } from '../shared/app-services';
import { adminApiFailureText } from './admin-failure';
import { useAdminTable } from './use-admin-table';
import { WebhookDeliveriesView } from './webhook-deliveries.view';
import {
  WebhookEditorView,
  type WebhookEditorStatus,
  type WebhookVehicleOption,
} from './webhook-editor.view';
import { WebhookSecretView } from './webhook-secret.view';
import { WebhooksView } from './webhooks.view';

const STATUSES: readonly WebhookEditorStatus[] = ['editing', 'saving'];

/** A refused URL says why it may be refused (the server checks where the host is); else as elsewhere. */
const webhookSaveFailureText = (t: TFunction<'administration'>, failure: ApiFailure): string =>
  failure._tag === 'HttpError' && failure.status === 400 && failure.body?.field === 'url'
    ? t('webhooks.editor.urlRefused')
    : adminApiFailureText(t, failure);

/** The endpoint editor's dialog and the new secret's, bound to the editor machine. */
function WebhookEditorScreen(props: {
  readonly editor: WebhookEditorActor;
  readonly vehicles: readonly WebhookVehicleOption[];
}) {
  const { t } = useTranslation('administration');
  const { editor } = props;
  const status = useSelector(editor, (s) => STATUSES.find((tag) => s.hasTag(tag)) ?? 'closed');
  const context = useSelector(editor, (s) => s.context);
  return (
    <>
      <WebhookEditorView
        status={status}
        isNew={context.endpointId === null}
        draft={context.draft}
        errors={webhookEditorErrors(context)}
        saveFailure={context.saveFailure === null ? null : webhookSaveFailureText(t, context.saveFailure)}
        vehicles={props.vehicles}
        onChange={(field, value) => editor.send({ type: 'user.change', field, value })}
        onToggleType={(label) => editor.send({ type: 'user.toggleType', label })}
        onSelectAllTypes={(all) => editor.send({ type: 'user.selectAllTypes', all })}
        onSetAllVehicles={(all) => editor.send({ type: 'user.setAllVehicles', all })}
        onToggleVehicle={(vehicleId) => editor.send({ type: 'user.toggleVehicle', vehicleId })}
        onSetEnabled={(enabled) => editor.send({ type: 'user.setEnabled', enabled })}
        onSave={() => editor.send({ type: 'user.save' })}
        onCancel={() => editor.send({ type: 'user.cancel' })}
      />
      <WebhookSecretView
        secret={context.secret}
        onDismiss={() => editor.send({ type: 'user.dismissSecret' })}
      />
    </>
  );
}

/** One endpoint's deliveries, while its dialog is open. */
function WebhookDeliveriesScreen(props: {
  readonly machines: AdministrationMachines;
  readonly endpoint: WebhookEndpoint;
  readonly onClose: () => void;
}) {
  const table = useAdminTable(props.machines.webhookDeliveries(props.endpoint.id), false);
  return (
    <WebhookDeliveriesView
      {...table.props}
      url={props.endpoint.url}
      saving={table.saving}
      pendingKey={table.pending?.key ?? null}
      saveFailure={table.saveFailure}
      onResend={(deliveryId) =>
        table.actor.send({ type: 'user.save', key: String(deliveryId), change: { action: 'retry' } })
      }
      onRefresh={() => table.actor.send({ type: 'user.reload' })}
      onClose={props.onClose}
    />
  );
}

/**
 * The Webhooks tab (issue 27 §6): the organisation's endpoints (tested, enabled or disabled, removed
 * one at a time), the form that adds or changes one (the table is read again after its save), and
 * one endpoint's deliveries in a dialog. The vehicles' names come from the app's vehicle selection.
 */
export function WebhooksTabScreen(props: {
  readonly machines: AdministrationMachines;
  readonly selection: SelectionActor;
}) {
  const { machines } = props;
  const table = useAdminTable(machines.webhooks, true);
  const editor = useActorRef(machines.webhookEditor);
  const saved = useSelector(editor, (s) => s.context.saved);
  const listed = useSelector(props.selection, (s) => s.context.vehicles);
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookEndpoint | null>(null);
  const vehicles = useMemo(
    () => listed.map(({ vehicleId, name }): WebhookVehicleOption => ({ vehicleId, name })),
    [listed],
  );
  const vehicleNames = useMemo(() => new Map(vehicles.map((v) => [v.vehicleId, v.name])), [vehicles]);
  const { actor: tableActor } = table;
  useEffect(() => {
    if (saved !== null) tableActor.send({ type: 'user.reload' });
  }, [saved, tableActor]);
  return (
    <>
      <WebhooksView
        {...table.props}
        saving={table.saving}
        pendingKey={table.pending?.key ?? null}
        saveFailure={table.saveFailure}
        vehicleNames={vehicleNames}
        onAdd={() => editor.send({ type: 'user.create' })}
        onEdit={(endpoint) => editor.send({ type: 'user.edit', endpoint })}
        onDeliveries={setDeliveriesOf}
        onAction={(endpointId, change) =>
          table.actor.send({ type: 'user.save', key: String(endpointId), change })
        }
      />
      <WebhookEditorScreen editor={editor} vehicles={vehicles} />
      {deliveriesOf !== null && (
        <WebhookDeliveriesScreen
          machines={machines}
          endpoint={deliveriesOf}
          onClose={() => setDeliveriesOf(null)}
        />
      )}
    </>
  );
}
