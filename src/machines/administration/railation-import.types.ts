import type { ApiFailure } from '../../api/api-failure';
import type { RailationImportBody, RailationImportResult } from '../../api/contract';
import type { RailationImportRequest } from './railation-import.actors';

export type RailationImportFormat = RailationImportBody['format'];

export interface RailationImportContext {
  /** The file being imported, or the one the outcome is about; null when idle. */
  readonly fileName: string | null;
  /** What the last import stored (imported). */
  readonly result: RailationImportResult | null;
  /** Why the last import failed (failed); a 400's body names every bad row in `issues`. */
  readonly failure: ApiFailure | null;
}

export type RailationImportEvent =
  /** The import button with the chosen file's name, format and text. */
  | ({ readonly type: 'user.import' } & RailationImportRequest)
  /** Closes the outcome. */
  | { readonly type: 'user.dismiss' };

export type RailationImportTag = 'idle' | 'importing' | 'imported' | 'failed';
