import { accountEndpoints } from './accounts.contract';
import { adminEndpoints } from './admin.contract';
import { adminUserEndpoints } from './admin-users.contract';
import { alarmDefectEndpoints } from './alarm-defects.contract';
import { alarmEndpoints } from './alarms.contract';
import { appEndpoints } from './app-config.contract';
import { contentAccountEndpoints } from './content-accounts.contract';
import type { AnyEndpoint } from './endpoint';
import { fleetEndpoints } from './fleet.contract';
import { healthEndpoints } from './health.contract';
import { logbookEndpoints } from './logbook.contract';
import { notificationEndpoints } from './notifications.contract';
import { railationEndpoints } from './railation.contract';
import { railationAdminEndpoints } from './railation-admin.contract';
import { supplierEndpoints } from './suppliers.contract';
import { reportEndpoints } from './reports.contract';
import { replayEndpoints } from './replay.contract';
import { restrictionEndpoints } from './restrictions.contract';
import { signatureConfirmationEndpoints } from './signature-confirmation.contract';
import { telemetryEndpoints } from './telemetry.contract';
import { translationEndpoints } from './translations.contract';
import { webhookEndpoints } from './webhooks.contract';

/** Every operation of the API, in the order the OpenAPI document lists them. */
export const allEndpoints: readonly AnyEndpoint[] = [
  ...appEndpoints,
  ...healthEndpoints,
  ...accountEndpoints,
  ...signatureConfirmationEndpoints,
  ...fleetEndpoints,
  ...telemetryEndpoints,
  ...logbookEndpoints,
  ...reportEndpoints,
  ...replayEndpoints,
  ...notificationEndpoints,
  ...alarmEndpoints,
  ...alarmDefectEndpoints,
  ...restrictionEndpoints,
  ...adminEndpoints,
  ...adminUserEndpoints,
  ...webhookEndpoints,
  ...translationEndpoints,
  ...contentAccountEndpoints,
  ...railationEndpoints,
  ...railationAdminEndpoints,
  ...supplierEndpoints,
];
