import { expect } from 'vitest';
import type { ReportingHoursData } from '../../../src/api/contract/reports.contract';
import { accessTokenOf } from './login';

const GW = '/logbook/api/logbook/v1';

/** The reporting hours the API answers `accountName` for the vehicle and days (both ends included). */
export const reportingHoursOf = async (
  portalUrl: string,
  accountName: string,
  vehicleId: number,
  from: string,
  to: string,
): Promise<ReportingHoursData> => {
  const token = await accessTokenOf(portalUrl, accountName);
  const response = await fetch(
    `${portalUrl}${GW}/reports/${vehicleId}/hours?startDate=${from}&endDate=${to}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ReportingHoursData;
};

/** Hours as the English reporting tables show them (up to two decimals, "h"). */
export const englishHours = (value: number | null): string =>
  `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value ?? 0)} h`;
