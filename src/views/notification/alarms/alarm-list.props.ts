import type { ReactNode } from 'react';
import type { AlarmState } from '../../../api/contract/alarms-limits';
import type { Alarm } from '../../../api/contract/alarms.contract';
import type { AlarmActionKind } from '../../../machines/alarms/alarm-action.types';
import type { AlarmDefectMode } from '../../../machines/alarms/alarm-defect.types';

export interface AlarmListViewProps {
  readonly filter: AlarmState;
  readonly alarms: readonly Alarm[];
  /** Vehicle id → locomotive name (an unknown id shows as the id). */
  readonly names: ReadonlyMap<number, string>;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly empty: boolean;
  /** Alarms in the state shown changed that are not listed (new ones). */
  readonly stale: boolean;
  /** The server lets the user acknowledge and clear (not the demo user). */
  readonly canAct: boolean;
  /** The alarm whose action is open (its form is shown under its row); null: none. */
  readonly openAlarmId: number | null;
  /** The open action's form, placed by the screen. */
  readonly actionForm?: ReactNode;
  readonly onFilter: (filter: AlarmState) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  readonly onRefresh: () => void;
  readonly onAction: (alarm: Alarm, kind: AlarmActionKind) => void;
  /** The user may write the logbook: "Create defect" and "Link to defect" on open alarms (issue 30 §1). */
  readonly canDefect?: boolean;
  readonly onDefect?: (alarm: Alarm, mode: AlarmDefectMode) => void;
  /** IANA zone of the dates; the organisation's (Europe/Berlin) unless given. */
  readonly timeZone?: string;
  /** Table or cards; `auto` (default) follows the list's width (cards where the table does not fit). */
  readonly layout?: 'auto' | 'table' | 'cards';
}
