import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { ReportsService } from './reports.service';

/**
 * Binds the reporting and export operations of the reports contract (tracks and the heat map are
 * bound by their own modules); decoding and authentication happen in `route`.
 */
export const registerReportRoutes = (app: Hono, auth: Authenticator, service: ReportsService): void => {
  route(app, auth, contract.getReport, ({ caller, params, query }) =>
    service.getReport(caller, params.vehicleId, query.start, query.end),
  );
  route(app, auth, contract.getReportingHoursData, ({ caller, params, query }) =>
    service.getReportingHoursData(caller, params.vehicleId, query.startDate, query.endDate),
  );
  route(app, auth, contract.getGraph, ({ caller, params, query }) =>
    service.getGraph(caller, params.vehicleId, query.start, query.end, query.metric),
  );
  route(app, auth, contract.getPieChart, ({ caller, params, query }) =>
    service.getPieChart(caller, params.vehicleId, query.start, query.end),
  );
  route(app, auth, contract.exportById, ({ caller, query }) => service.exportById(caller, query));
  route(app, auth, contract.exportByMetric, ({ caller, query }) => service.exportByMetric(caller, query));
};
