import type { ReportingHoursData } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { AccessWindow } from '../fleet/access-window';
import type { Period } from './report-period';

/**
 * Notifications per vehicle and local day in the period ('YYYY-MM-DD' → count; a missing day counts
 * 0). Notifications arrive with issue 10: this is where their counts plug in. Days outside the
 * caller's window are left out by the caller of this function.
 */
export const notificationCounts = async (
  _q: Queryable,
  _vehicleIds: readonly number[],
  _period: Period,
): Promise<ReadonlyMap<number, ReadonlyMap<string, number>>> => new Map();

/** The notifications of one vehicle in the period and the caller's window (issue 10; empty until then). */
export const notificationList = async (
  _q: Queryable,
  _vehicle: { readonly id: number; readonly window: AccessWindow | null },
  _period: Period,
): Promise<ReportingHoursData['notificationResponse']> => [];
