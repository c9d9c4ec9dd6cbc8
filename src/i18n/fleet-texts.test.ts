import { describe, expect, it } from 'vitest';
import { FLEET_I18N_KEYS } from '../machines/fleet/fleet.types';
import { LANGUAGES } from './i18n';
import { createStaticI18n, staticResources } from './static-resources';

/** The fleet texts the spec fixes (spec 000 §4, §8) read the same in both languages. */
describe('fleet locale texts', () => {
  for (const language of LANGUAGES) {
    const fleet = staticResources[language].fleet;

    it(`${language} keeps the texts the spec gives`, () => {
      expect(fleet.status.unknown).toBe('STATE NOT SET');
      expect(fleet.status.labelNotSet).toBe('LABEL NOT SET');
      expect(fleet.messages.updatesFailedToSave).toBe('updates failed to save');
      expect(fleet.messages.connectionError).toBe('Connection Error');
      expect(fleet.messages.saved.trim()).not.toBe('');
    });

    it(`${language} has every key the fleet machines put in context`, () => {
      const i18n = createStaticI18n(language);
      for (const key of Object.values(FLEET_I18N_KEYS))
        expect(i18n.exists(key, { ns: 'fleet' }), `${language} fleet:${key}`).toBe(true);
    });

    it(`${language} writes the units of spec 000 §9`, () => {
      expect(Object.values(fleet.units).map((u) => u.replace('{{value}} ', ''))).toEqual([
        'km/h',
        'km',
        'V',
        '°C',
        'l/km',
        'l/h',
        'kg',
        'h',
      ]);
    });
  }
});
