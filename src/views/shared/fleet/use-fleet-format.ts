import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/accounts.contract';
import { formatDateTime, formatDateTimeSeconds, formatNumber } from '../../../i18n/format';
import { currentLanguage } from '../../../i18n/i18n';

/** The units of spec 000 §9 that the fleet views show. */
export type FleetUnit = 'kmh' | 'km' | 'volt' | 'celsius' | 'litresPerKm' | 'litresPerHour' | 'kg' | 'hours';

export interface FleetFormat {
  readonly language: Language;
  /** The not-applicable text for missing values (spec 000 §2, §8). */
  readonly na: string;
  /** A number with its unit (at most `digits` decimals, German format in German), or NA when missing. */
  readonly unit: (value: number | null | undefined, unit: FleetUnit, digits?: number) => string;
  /** A plain number, or NA when missing. */
  readonly number: (value: number | null | undefined, digits?: number) => string;
  /** DD.MM.YYYY HH:mm (tables) in the organisation's zone, or NA. */
  readonly dateTime: (iso: string | null | undefined) => string;
  /** DD.MM.YYYY HH:mm:ss (footnotes), or NA. */
  readonly dateTimeSeconds: (iso: string | null | undefined) => string;
}

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const toMillis = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Number, unit and date formatting of the fleet views in the current language; dates in the
 * organisation's zone (`timeZone` for tests), whatever the browser's.
 */
export const useFleetFormat = (timeZone?: string): FleetFormat => {
  const { t, i18n } = useTranslation('fleet');
  const language = currentLanguage(i18n);
  const na = t('labels.na');
  const number = (value: number | null | undefined, digits = 2) =>
    present(value) ? formatNumber(value, language, digits) : na;
  return {
    language,
    na,
    number,
    unit: (value, unit, digits = 2) =>
      present(value) ? t(`units.${unit}`, { value: formatNumber(value, language, digits) }) : na,
    dateTime: (iso) => {
      const ms = toMillis(iso);
      return ms === null ? na : formatDateTime(ms, timeZone);
    },
    dateTimeSeconds: (iso) => {
      const ms = toMillis(iso);
      return ms === null ? na : formatDateTimeSeconds(ms, timeZone);
    },
  };
};
