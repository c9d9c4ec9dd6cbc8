import { createAdminConsoleActors, type AdministrationDeps } from './admin-console.actors';
import { adminConsoleMachine, type AdminConsoleMachine } from './admin-console.machine';
import { auditLogTableFor, type AuditLogTableMachine } from './audit-log.table';

export type { AdministrationDeps } from './admin-console.actors';

/** The console's machines with their calls provided. */
export interface AdministrationMachines {
  readonly console: AdminConsoleMachine;
  readonly auditLog: AuditLogTableMachine;
}

const built = new WeakMap<AdministrationDeps, AdministrationMachines>();

/** Built once per deps (the screen asks on every mount); lives in the console route's chunk. */
export const administrationMachinesFor = (deps: AdministrationDeps): AdministrationMachines => {
  let machines = built.get(deps);
  if (!machines) {
    machines = {
      console: adminConsoleMachine.provide({ actors: createAdminConsoleActors(deps) }),
      auditLog: auditLogTableFor(deps),
    };
    built.set(deps, machines);
  }
  return machines;
};
