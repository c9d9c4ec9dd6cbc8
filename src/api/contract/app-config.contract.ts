import { Schema } from 'effect';
import { AnalyticsScript } from './analytics';
import { CLIENT_CONFIG_PATH } from './api-location';
import { endpoint } from './endpoint';

export {
  API_LOCATION_META,
  apiLocationMetaContent,
  CLIENT_CONFIG_PATH,
  DEFAULT_API_VERSION,
  type ApiLocation,
} from './api-location';

/** Deployment-specific settings the SPA reads at start (links, hosts), so one build serves every site. */
export const ClientConfig = Schema.Struct({
  version: Schema.String,
  /** Sibling products of the apps menu (spec 000 §2 Header). */
  appLinks: Schema.Struct({ home: Schema.String, parts: Schema.String, liveIot: Schema.String }),
  /** Host names on which the dev tools show, besides localhost. */
  devHosts: Schema.Array(Schema.String),
  privacyPolicyUrls: Schema.Struct({ 'de-DE': Schema.String, 'en-GB': Schema.String }),
  /**
   * Raster tile sources of the map (`{z}/{x}/{y}` URL templates; '' = not configured, the map then
   * shows only its offline base layer), each with the attribution it requires. The satellite view is
   * hybrid (spec 000 §2): the imagery with a roads and a labels overlay drawn over it, in that order.
   */
  mapTiles: Schema.Struct({
    base: Schema.Struct({ url: Schema.String, attribution: Schema.String }),
    railway: Schema.Struct({ url: Schema.String, attribution: Schema.String }),
    satellite: Schema.Struct({ url: Schema.String, attribution: Schema.String }),
    satelliteRoads: Schema.Struct({ url: Schema.String, attribution: Schema.String }),
    satelliteLabels: Schema.Struct({ url: Schema.String, attribution: Schema.String }),
  }),
  /**
   * The operator made the railation directory public (`RAILATION_PUBLIC=1`): inside a frame it shows
   * without logging in (spec 000 §1).
   */
  railationPublic: Schema.Boolean,
  /**
   * The self-hosted analytics script (`ANALYTICS_URL`, `ANALYTICS_SITE`); null or absent: analytics is
   * off. Loaded only for accounts that are not internal, after the user agreed.
   */
  analytics: Schema.optional(Schema.NullOr(AnalyticsScript)),
  /**
   * Months of raw positions kept (`POSITIONS_RETENTION_MONTHS`; 0 or absent: all): the tracking map
   * says where a period reaches back beyond them (see positions-retention.ts).
   */
  positionsRetentionMonths: Schema.optional(Schema.Int.pipe(Schema.nonNegative())),
}).annotations({ identifier: 'ClientConfig' });
export type ClientConfig = typeof ClientConfig.Type;

export const getClientConfig = endpoint({
  operationId: 'getClientConfig',
  method: 'GET',
  path: CLIENT_CONFIG_PATH,
  summary: 'Site settings for the single-page app.',
  tag: 'app',
  auth: 'none',
  success: { status: 200, schema: ClientConfig },
  errors: [],
});

export const appEndpoints = [getClientConfig] as const;
