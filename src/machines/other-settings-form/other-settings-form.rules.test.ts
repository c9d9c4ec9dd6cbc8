import { describe, expect, it } from 'vitest';
import { FIXTURE_FRESH, FIXTURE_NOW, FIXTURE_TIME_ZONE } from './other-settings-form.fixtures';
import {
  EMPTY_FORM,
  formOf,
  sendsInteraction,
  settingsProblems,
  versionPartOf,
} from './other-settings-form.rules';
import type { OtherSettingsFormContext, SettingsForm } from './other-settings-form.types';

const context = (form: Partial<SettingsForm>): OtherSettingsFormContext => ({
  role: 'administrator',
  environment: 'staging',
  timeZone: FIXTURE_TIME_ZONE,
  loaded: FIXTURE_FRESH,
  form: { ...formOf(FIXTURE_FRESH, FIXTURE_NOW, FIXTURE_TIME_ZONE), ...form },
  failure: null,
});

describe('Other Settings form rules', () => {
  it('takes version parts as integers from 0 to 9999 only', () => {
    expect(versionPartOf(' 12 ')).toBe(12);
    expect(versionPartOf('0')).toBe(0);
    expect(versionPartOf('')).toBe('required');
    expect(versionPartOf('1.5')).toBe('notInteger');
    expect(versionPartOf('-1')).toBe('notInteger');
    expect(versionPartOf('1e3')).toBe('notInteger');
    expect(versionPartOf('10000')).toBe('tooLarge');
  });

  it('checks the version only when version change is checked', () => {
    const version = { major: 'x', minor: '1', bugFix: '' };
    expect(settingsProblems(context({ version }), FIXTURE_NOW)).toEqual({});
    expect(settingsProblems(context({ version, versionChange: true }), FIXTURE_NOW)).toEqual({
      major: 'notInteger',
      bugFix: 'required',
    });
  });

  it('needs both texts of a shown message, each at most 2000 characters', () => {
    const flags = { ...EMPTY_FORM.flags, showMessage: true };
    expect(
      settingsProblems(context({ flags, message: { de: 'x'.repeat(2001), en: ' ' } }), FIXTURE_NOW),
    ).toEqual({
      messageDe: 'tooLong',
      messageEn: 'required',
    });
  });

  it('checks the period only when the prompts are stored: start not past (5 min grace), end not before it', () => {
    const flags = { ...EMPTY_FORM.flags, suggestReload: true };
    const at = (start: string, end: string) => settingsProblems(context({ flags, start, end }), FIXTURE_NOW);
    expect(settingsProblems(context({ start: '', end: 'x' }), FIXTURE_NOW)).toEqual({});
    expect(at('2026-11-23T09:55', '2026-11-23T09:55')).toEqual({});
    expect(at('2026-11-23T09:54', '2026-11-24T10:00')).toEqual({ start: 'inPast' });
    expect(at('2026-11-24T10:00', '2026-11-24T09:59')).toEqual({ end: 'beforeStart' });
    expect(at('', 'unreadable:x')).toEqual({ start: 'required', end: 'invalidDate' });
  });

  it('stores the prompts when a check is set, or was set before (clearing withdraws them)', () => {
    expect(sendsInteraction(context({}))).toBe(false);
    expect(sendsInteraction(context({ versionChange: true }))).toBe(false);
    expect(sendsInteraction(context({ flags: { ...EMPTY_FORM.flags, showMessage: true } }))).toBe(true);
    const before = { ...FIXTURE_FRESH, interaction: { ...FIXTURE_FRESH.interaction, suggestReload: true } };
    expect(sendsInteraction({ ...context({}), loaded: before })).toBe(true);
  });

  it('starts a stored period that began already at now, and one that ended anew', () => {
    const ran = {
      ...FIXTURE_FRESH,
      interaction: {
        ...FIXTURE_FRESH.interaction,
        startDate: new Date(FIXTURE_NOW - 86_400_000).toISOString(),
        endDate: new Date(FIXTURE_NOW + 3_600_000).toISOString(),
      },
    };
    expect(formOf(ran, FIXTURE_NOW, FIXTURE_TIME_ZONE)).toMatchObject({
      start: '2026-11-23T10:00',
      end: '2026-11-23T11:00',
    });
    const ended = {
      ...ran,
      interaction: { ...ran.interaction, endDate: new Date(FIXTURE_NOW - 1).toISOString() },
    };
    expect(formOf(ended, FIXTURE_NOW, FIXTURE_TIME_ZONE)).toMatchObject({
      start: '2026-11-23T10:00',
      end: '2026-11-26T10:00',
    });
  });
});
