import { buildCsvZip, buildMetricCsvZip } from './csv-zip-builder';
import { buildNotificationXlsx } from './notification-xlsx-builder';
import { buildMetricXlsx, buildXlsx } from './xlsx-builder';
import { XLSX_MIME, ZIP_MIME } from './report-export.rules';
import type { NotificationExportBuild } from './notification-export.types';
import type { ExportProgressListener, ReportExportBuild } from './report-export.types';

/** What the export worker builds: the reporting export, or the notifications export (`kind`). */
export type ExportWorkerRequest = ReportExportBuild | NotificationExportBuild;

/** Builds the file the request asks for (in the worker; in tests directly): its bytes and MIME type. */
export const buildReportExport = async (
  request: ExportWorkerRequest,
  onProgress: ExportProgressListener,
): Promise<{ readonly bytes: ArrayBuffer; readonly mimeType: string }> => {
  if ('kind' in request) {
    return { bytes: await buildNotificationXlsx(request, onProgress), mimeType: XLSX_MIME };
  }
  const { byMetric } = request;
  if (request.format === 'zip') {
    const bytes = byMetric
      ? buildMetricCsvZip(byMetric, request.texts, onProgress)
      : buildCsvZip(request.vehicles, request.texts, onProgress);
    return { bytes, mimeType: ZIP_MIME };
  }
  const bytes = byMetric
    ? await buildMetricXlsx(byMetric, request.texts, onProgress)
    : await buildXlsx(request.vehicles, request.texts, onProgress);
  return { bytes, mimeType: XLSX_MIME };
};
