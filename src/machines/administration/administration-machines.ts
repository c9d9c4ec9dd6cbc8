import { createAdminConsoleActors, type AdministrationDeps } from './admin-console.actors';
import { adminConsoleMachine, type AdminConsoleMachine } from './admin-console.machine';
import { auditLogTableFor, type AuditLogTableMachine } from './audit-log.table';
import {
  deviceKeysTableFor,
  unknownDevicesTableFor,
  type DeviceKeysTableMachine,
  type UnknownDevicesTableMachine,
} from './device-keys.table';
import { createLanguageFilesActors } from './language-files.actors';
import { languageFilesMachine, type LanguageFilesMachine } from './language-files.machine';
import { createRailationImportActors } from './railation-import.actors';
import { railationImportMachine, type RailationImportMachine } from './railation-import.machine';
import { createRailationPlaceEditorActors } from './railation-place-editor.actors';
import {
  railationPlaceEditorMachine,
  type RailationPlaceEditorMachine,
} from './railation-place-editor.machine';
import { railationPlacesTableFor, type RailationPlacesTableMachine } from './railation-places.table';
import { translationsTableFor, type TranslationsTableMachine } from './translations.table';
import {
  usersTableFor,
  userVehiclesTableFor,
  type UsersTableMachine,
  type UserVehiclesTableMachine,
} from './user-settings.tables';
import { createWebhookEditorActors } from './webhook-editor.actors';
import { webhookEditorMachine, type WebhookEditorMachine } from './webhook-editor.machine';
import {
  webhookDeliveriesTableFor,
  webhooksTableFor,
  type WebhookDeliveriesTableMachine,
  type WebhooksTableMachine,
} from './webhooks.table';

export type { AdministrationDeps } from './admin-console.actors';

/** The console's machines with their calls provided. */
export interface AdministrationMachines {
  readonly console: AdminConsoleMachine;
  readonly auditLog: AuditLogTableMachine;
  readonly users: UsersTableMachine;
  readonly deviceKeys: DeviceKeysTableMachine;
  readonly unknownDevices: UnknownDevicesTableMachine;
  /**
   * The railation directory's places (removed one by one), the import of a file, and the form that
   * adds or changes one place (issue 12).
   */
  readonly railationPlaces: RailationPlacesTableMachine;
  readonly railationImport: RailationImportMachine;
  readonly railationPlaceEditor: RailationPlaceEditorMachine;
  readonly translations: TranslationsTableMachine;
  readonly languageFiles: LanguageFilesMachine;
  /** One user's vehicle windows, built once per user. */
  readonly userVehicles: (userId: string) => UserVehiclesTableMachine;
  /** The organisation's webhook endpoints and the form that adds or changes one (issue 27 §6). */
  readonly webhooks: WebhooksTableMachine;
  readonly webhookEditor: WebhookEditorMachine;
  /** One endpoint's deliveries, built once per endpoint. */
  readonly webhookDeliveries: (endpointId: number) => WebhookDeliveriesTableMachine;
}

const memoised = <T>(build: (key: string) => T): ((key: string) => T) => {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
};

/** The deliveries table of each endpoint, by its id. */
const deliveriesOf = (deps: AdministrationDeps) => {
  const tables = memoised((endpointId) => webhookDeliveriesTableFor(deps, Number(endpointId)));
  return (endpointId: number) => tables(String(endpointId));
};

const built = new WeakMap<AdministrationDeps, AdministrationMachines>();

/** Built once per deps (the screen asks on every mount); lives in the console route's chunk. */
export const administrationMachinesFor = (deps: AdministrationDeps): AdministrationMachines => {
  let machines = built.get(deps);
  if (!machines) {
    machines = {
      console: adminConsoleMachine.provide({ actors: createAdminConsoleActors(deps) }),
      auditLog: auditLogTableFor(deps),
      users: usersTableFor(deps),
      deviceKeys: deviceKeysTableFor(deps),
      unknownDevices: unknownDevicesTableFor(deps),
      railationPlaces: railationPlacesTableFor(deps),
      railationImport: railationImportMachine.provide({ actors: createRailationImportActors(deps) }),
      railationPlaceEditor: railationPlaceEditorMachine.provide({
        actors: createRailationPlaceEditorActors(deps),
      }),
      translations: translationsTableFor(deps),
      languageFiles: languageFilesMachine.provide({ actors: createLanguageFilesActors(deps) }),
      userVehicles: memoised((userId) => userVehiclesTableFor(deps, userId)),
      webhooks: webhooksTableFor(deps),
      webhookEditor: webhookEditorMachine.provide({ actors: createWebhookEditorActors(deps) }),
      webhookDeliveries: deliveriesOf(deps),
    };
    built.set(deps, machines);
  }
  return machines;
};
