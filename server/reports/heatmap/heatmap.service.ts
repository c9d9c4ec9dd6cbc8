import { REPORT_LIMITS, type HeatmapData } from '../../../src/api/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { encodeAnswer, type PreEncodedJson } from '../../http/pre-encoded';
import type { Caller } from '../../http/route';
import { daySummaries, daysFrom } from '../track/day-summaries';
import { clampToWindow, requireReportVehicle } from '../track/report-vehicle';
import { addCells, cellCentre, HEAT_CELL, type HeatCells } from './heat-cells';

export interface HeatmapService {
  getHeatmap(
    caller: Caller,
    vehicleId: number,
    query: { start: string; end: string },
  ): Promise<PreEncodedJson>;
}

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** Seconds with systems on (standby + idle + driving) of the daily figures over the days. */
const figureSeconds = async (db: Db, vehicleId: number, start: string, end: string): Promise<number> => {
  const rows = await db.query<{ seconds: number | null }>(
    `SELECT sum(standby_seconds + idle_seconds + driving_seconds)::float8 AS seconds
     FROM daily_figures WHERE vehicle_id = $1 AND day BETWEEN $2 AND $3`,
    [vehicleId, start, end],
  );
  return rows[0]?.seconds ?? 0;
};

/**
 * The heat map (issue 9): where the vehicle spent its time in the period (at most a year), as seconds
 * per grid cell ({@link HEAT_CELL}), summed from the stored per-day cells (`track_days`). The time is attributed as the daily figures attribute it, so the cells add up
 * to the figures' seconds with systems on (`totalSeconds`).
 */
export const createHeatmapService = (deps: { readonly db: Db; readonly clock: Clock }): HeatmapService => ({
  async getHeatmap(caller, vehicleId, query) {
    const vehicle = await requireReportVehicle(deps, caller, vehicleId, {
      ...query,
      maxDays: REPORT_LIMITS.maxPeriodDays,
    });
    const visible = clampToWindow(query, vehicle.window);
    const total: HeatCells = new Map();
    let totalSeconds = 0;
    if (visible) {
      const days = daysFrom(visible.start, visible.end);
      const summaries = await daySummaries(deps.db, vehicleId, days, null, vehicle.now);
      for (const summary of summaries.values()) addCells(total, summary.heat);
      totalSeconds = await figureSeconds(deps.db, vehicleId, visible.start, visible.end);
    }
    const cells = [...total]
      .filter(([, seconds]) => seconds > 0)
      .map(([key, seconds]) => {
        const [lng, lat] = cellCentre(key);
        return [round(lng, 5), round(lat, 5), round(seconds, 3)] as const;
      });
    const answer: HeatmapData = {
      vehicleId,
      period: { startDate: (visible ?? query).start, endDate: (visible ?? query).end },
      cellSize: { ...HEAT_CELL },
      totalSeconds,
      cells,
    };
    return encodeAnswer(JSON.stringify(answer));
  },
});
