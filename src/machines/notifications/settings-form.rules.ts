import {
  NOTIFICATION_LABELS,
  NOTIFICATION_UNITS,
  notificationLimitIssues,
  type NotificationLabel,
  type NotificationSetting,
  type NotificationSettingInput,
  type VehicleId,
} from '../../api/contract';
import { isBlockedDay, OPEN_WINDOW, type DayRules, type IsoDay } from '../period/period.rules';
import type { ManyChoice, SettingsFormContext, SettingsRow } from './settings-form.types';

/** A row as the server answers an unset label: off, empty limits. */
const emptyRow = (label: NotificationLabel): SettingsRow => ({
  label,
  unit: NOTIFICATION_UNITS[label],
  status: false,
  min: null,
  max: null,
  minText: '',
  maxText: '',
});

/** The form before anything is loaded (and without a vehicle): every label off, no limits. */
export const emptyRows = (): readonly SettingsRow[] => NOTIFICATION_LABELS.map(emptyRow);

/** The loaded settings as rows, in the contract's label order (labels not answered stay empty). */
export const rowsOf = (settings: readonly NotificationSetting[]): readonly SettingsRow[] =>
  NOTIFICATION_LABELS.map((label) => {
    const s = settings.find((setting) => setting.label === label);
    return s
      ? {
          label,
          unit: NOTIFICATION_UNITS[label],
          status: s.status,
          min: s.min.value,
          max: s.max.value,
          minText: s.min.text,
          maxText: s.max.text,
        }
      : emptyRow(label);
  });

/** The rows as the save sends them (every label, with its own unit). */
export const formOf = (rows: readonly SettingsRow[]): NotificationSettingInput[] =>
  rows.map((row) => ({
    label: row.label,
    status: row.status,
    unit: row.unit,
    min: { value: row.min, text: row.minText },
    max: { value: row.max, text: row.maxText },
  }));

/** A row with one field changed. */
export const updateRow = (
  rows: readonly SettingsRow[],
  label: NotificationLabel,
  change: Partial<Pick<SettingsRow, 'status' | 'min' | 'max'>>,
): readonly SettingsRow[] => rows.map((row) => (row.label === label ? { ...row, ...change } : row));

/** The problem of each input (rule codes of `NotificationRule`), by label; empty when all are fine. */
export type RowIssues = Partial<Record<NotificationLabel, Partial<Record<'min' | 'max', string>>>>;

/**
 * The problems of the form, with the server's own check (`notificationLimitIssues`): every row is
 * checked, also one switched off, since the server stores (and checks) its limits too.
 */
export const formIssues = (rows: readonly SettingsRow[]): RowIssues => {
  const issues: RowIssues = {};
  for (const row of rows) {
    const found = notificationLimitIssues(row.label, row.min, row.max);
    if (found.length > 0)
      issues[row.label] = Object.fromEntries(found.map((issue) => [issue.field, issue.message]));
  }
  return issues;
};

export const isFormValid = (rows: readonly SettingsRow[]): boolean =>
  Object.keys(formIssues(rows)).length === 0;

/** The vehicles apply-to-many offers: every vehicle but cranes (spec 001 §5, as the exports). */
export const offeredChoices = (vehicles: readonly ManyChoice[]): readonly ManyChoice[] =>
  vehicles.filter((vehicle) => !vehicle.isCrane);

/** The vehicles the drawer shows: those whose name contains the filter (case-insensitive). */
export const visibleChoices = (context: Pick<SettingsFormContext, 'choices' | 'filter'>) => {
  const needle = context.filter.trim().toLocaleLowerCase();
  return needle === ''
    ? context.choices
    : context.choices.filter((vehicle) => vehicle.name.toLocaleLowerCase().includes(needle));
};

/** Ids in the list's order. */
export const inListOrder = (choices: readonly ManyChoice[], ids: ReadonlySet<VehicleId>): VehicleId[] =>
  choices.filter((vehicle) => ids.has(vehicle.vehicleId)).map((vehicle) => vehicle.vehicleId);

/** The select-all checkbox: every shown vehicle selected, some, or none. */
export const selectAllState = (
  context: Pick<SettingsFormContext, 'choices' | 'filter' | 'selected'>,
): boolean | 'indeterminate' => {
  const shown = visibleChoices(context);
  const selected = new Set(context.selected);
  const count = shown.filter((vehicle) => selected.has(vehicle.vehicleId)).length;
  if (count === 0) return false;
  return count === shown.length ? true : 'indeterminate';
};

/** The wpIds of the selected vehicles, in the list's order. */
export const selectedWpIds = (context: Pick<SettingsFormContext, 'choices' | 'selected'>): number[] => {
  const ids = new Set(context.selected);
  return context.choices.filter((vehicle) => ids.has(vehicle.vehicleId)).map((vehicle) => vehicle.wpId);
};

/** The drawer's calendar: from today up to the last day a temporary setting may start. */
export const aheadRules = (today: IsoDay): DayRules => ({ kind: 'ahead', today, window: OPEN_WINDOW });

/** Whether the calendar may pick `day` (not before today, not beyond the pickable days ahead). */
export const isPickableAhead = (today: IsoDay, day: IsoDay): boolean => !isBlockedDay(day, aheadRules(today));

/**
 * The rows the user changed from the stored ones (switch or limits): what a save with a date range
 * stores, so the selected vehicles' other rules stay as each has them.
 */
export const changedRows = (
  context: Pick<SettingsFormContext, 'rows' | 'storedRows'>,
): readonly SettingsRow[] =>
  context.rows.filter((row) => {
    const stored = context.storedRows.find((s) => s.label === row.label);
    return !stored || stored.status !== row.status || stored.min !== row.min || stored.max !== row.max;
  });
