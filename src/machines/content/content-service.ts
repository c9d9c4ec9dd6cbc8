import type { ApiClient } from '../../api/api-client';

/** What the content service's machines (railation, FAQ, supplier list) need for their calls. */
export interface ContentServiceDeps {
  readonly api: ApiClient;
  /** Read at call time; null in a public frame without a session (no token is sent then). */
  readonly getAccessToken: () => string | null;
}
