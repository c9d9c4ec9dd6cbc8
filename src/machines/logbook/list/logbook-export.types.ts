import type { ApiFailure } from '../../../api/api-failure';
import type { ExportFormat, Language, LogbookOrderBy } from '../../../api/contract';

/**
 * The public interface of the logbook export machine (spec 001 §2 export format dialog, §5 Export,
 * §7, §8): the format dialog (csv or spreadsheet), createLogbookExport with the selection's filter,
 * then the download by the returned resourceId, and the snackbar "downloading" or "error (status)".
 */

/** What the list hands over when the user opens the export. */
export interface LogbookExportRequest {
  readonly organisationId: string;
  /** The selection's filter (`exportFilter` of the list rules). */
  readonly filter: string;
  readonly orderby: LogbookOrderBy;
  readonly language: Language;
}

/** The export's snackbar. */
export type LogbookExportNotice =
  { readonly key: 'labels.downloading' } | { readonly key: 'labels.downloadFailed'; readonly status: number };

export interface LogbookExportContext {
  readonly format: ExportFormat;
  readonly request: LogbookExportRequest | null;
  /** The prepared export's id (the "export data"); cleared when the format changes. */
  readonly exportId: string | null;
  readonly failure: ApiFailure | null;
  readonly notice: LogbookExportNotice | null;
}

export interface LogbookExportInput {
  readonly format?: ExportFormat;
}

/** Input of `createExport` (createLogbookExport). */
export interface CreateExportRequest extends LogbookExportRequest {
  readonly format: ExportFormat;
}
/** Input of `downloadExport` (getLogbookExport). */
export interface DownloadExportRequest {
  readonly organisationId: string;
  readonly exportId: string;
}

/** A downloaded file, handed to `saveFile` (the browser download, provided by the root). */
export interface ExportFile {
  readonly blob: Blob;
  readonly fileName: string;
}

export type LogbookExportEvent =
  | { readonly type: 'user.openExport'; readonly request: LogbookExportRequest }
  | { readonly type: 'user.selectFormat'; readonly format: ExportFormat }
  | { readonly type: 'user.confirmExport' }
  | { readonly type: 'user.cancelExport' }
  | { readonly type: 'user.dismissSnackbar' };

/**
 * Tags: `dialog` (the format dialog is open), `busy` (preparing or downloading), `snackbar`.
 */
export type LogbookExportTag = 'dialog' | 'busy' | 'snackbar';
