import { accountsTablesSql } from '../accounts/accounts.tables';
import { fleetTablesSql } from '../fleet/fleet.tables';
import { telemetryTablesSql } from '../telemetry/telemetry.tables';
import type { Migration } from './migrate';

/** Every schema change, in order. Append only: an applied migration is never edited. */
export const migrations: readonly Migration[] = [
  { id: '0001_accounts', sql: accountsTablesSql },
  { id: '0002_fleet_telemetry', sql: fleetTablesSql + telemetryTablesSql },
];
