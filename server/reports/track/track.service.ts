import { capTrackPeriod, REPORT_LIMITS, type TrackData } from '../../../src/api/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { encodeAnswer, type PreEncodedJson } from '../../http/pre-encoded';
import type { Caller } from '../../http/route';
import { daySummaries, daysFrom, rawDayTracks } from './day-summaries';
import { clampToWindow, requireReportVehicle } from './report-vehicle';
import { halfPixel, secondPassTolerance, storedZoomFor } from './simplify';
import { trackFeatures } from './track-assembly';

export interface TrackQuery {
  readonly start: string;
  readonly end: string;
  readonly zoom?: number | undefined;
}

export interface TrackService {
  getTracks(caller: Caller, vehicleId: number, query: TrackQuery): Promise<PreEncodedJson>;
}

/**
 * Tracks (issue 9): the vehicle's positions over at most one month, split where it was off or silent,
 * simplified to half a pixel at the zoom asked: up to zoom 16 again from the stored day tracks
 * (`track_days`, see {@link storedZoomFor}), closer zooms from the raw positions.
 * The answer is sent as encoded JSON text (gzip made once): schema-encoding thousands of positions
 * would cost more than building them.
 */
export const createTrackService = (deps: { readonly db: Db; readonly clock: Clock }): TrackService => ({
  async getTracks(caller, vehicleId, query) {
    const vehicle = await requireReportVehicle(deps, caller, vehicleId, query);
    const capped = capTrackPeriod(query.start, query.end);
    const zoom = query.zoom ?? REPORT_LIMITS.defaultTrackZoom;
    const visible = clampToWindow(capped, vehicle.window);
    let features: TrackData['track']['features'] = [];
    if (visible) {
      const days = daysFrom(visible.start, visible.end);
      const stored = storedZoomFor(zoom);
      const summaries =
        stored === null
          ? await rawDayTracks(deps.db, vehicleId, days, halfPixel(zoom))
          : await daySummaries(deps.db, vehicleId, days, stored, vehicle.now);
      const tracks = days.flatMap((d) => summaries.get(d)?.track ?? []);
      features = trackFeatures(tracks, stored === null ? null : secondPassTolerance(zoom, stored));
    }
    const answer: TrackData = {
      vehicleId,
      period: { startDate: (visible ?? capped).start, endDate: (visible ?? capped).end },
      truncated: capped.truncated,
      zoom,
      track: { type: 'FeatureCollection', features },
    };
    return encodeAnswer(JSON.stringify(answer));
  },
});
