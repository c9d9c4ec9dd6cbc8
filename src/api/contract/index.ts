/** The one contract between server and client. Imports nothing but effect. */
export * from './endpoint';
export * from './errors.contract';
export * from './decode-issues';
export * from './passkey-rules';
export * from './path-id';
export * from './accounts.contract';
export * from './app-config.contract';
export * from './fleet.contract';
export * from './telemetry.contract';
export * from './logbook-limits';
export * from './logbook-entry.contract';
export * from './logbook-rules';
export * from './logbook-filter';
export * from './logbook.contract';
export * from './reports-limits';
export * from './reports.contract';
export { allEndpoints } from './all-endpoints';
