import type { EntryForm } from '../../../machines/logbook/entry/entry-form.types';

/** What every section of the form gets. */
export interface SectionProps {
  readonly form: EntryForm;
  readonly onChange: (form: EntryForm) => void;
  readonly readOnly: boolean;
  /** "section.field" of every field with a problem (shown while the list is). */
  readonly invalid: ReadonlySet<string>;
  /** The clock, for the upper bound of time pickers. */
  readonly nowMs: number;
}

/** Sets one field of one section. */
export const setField = <S extends 'header' | 'vehicleState' | 'inspections' | 'defects' | 'stoppage'>(
  form: EntryForm,
  section: S,
  field: keyof EntryForm[S],
  value: unknown,
): EntryForm => ({ ...form, [section]: { ...form[section], [field]: value } });

export const yesNo = (value: boolean | null): 'yes' | 'no' | '' =>
  value === null ? '' : value ? 'yes' : 'no';
export const fromYesNo = (value: string): boolean | null => (value === '' ? null : value === 'yes');
