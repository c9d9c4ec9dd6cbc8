import { describeEachDatabase } from '../../test-support/test-databases';
import { at, itChecksRules } from './test-rules';

describeEachDatabase('alert rules: measured limits', (getCtx) => {
  itChecksRules(getCtx, [
    {
      name: 'speed above max',
      label: 'NSSpeedlimitExeeded',
      max: 50,
      breaking: [
        [at(0, { speed: 40 }), at(1, { speed: 82 }), at(2, { speed: 85 }), at(3, { speed: 49 })],
        [at(4, { speed: 78 }), at(5, { speed: 90 })],
      ],
      expected: { note: '82 km/h > 50 km/h', minute: 1 },
      fine: [[at(0, { speed: 40 }), at(1, { speed: 50 })], [at(2, { speed: 45 })]],
    },
    {
      name: 'temperature outside min..max',
      label: 'NSOutsideTemperature',
      min: -10,
      max: 30,
      breaking: [
        [at(0, { temperature: 18 }), at(1, { temperature: 31 }), at(2, { temperature: 33 })],
        [at(3, { temperature: 29.5 }), at(4, { temperature: 35 })],
      ],
      expected: { note: '31 °C > 30 °C', minute: 1 },
      fine: [[at(0, { temperature: 18 }), at(1, { temperature: 30 })], [at(2, { temperature: -10 })]],
    },
    {
      name: 'temperature below min',
      label: 'NSOutsideTemperature',
      min: -10,
      breaking: [[at(0, { temperature: -5 }), at(1, { temperature: -12.5 })], [at(2, { temperature: -11 })]],
      expected: { note: '-12.5 °C < -10 °C', minute: 1 },
      fine: [[at(0, { temperature: -5 }), at(1, { temperature: 45 })]],
    },
    {
      name: 'voltage drop below the 24 V nominal above max',
      label: 'NSVoltageDrop',
      max: 15,
      breaking: [
        [at(0, { externalPowerVoltage: 24.5 }), at(1, { externalPowerVoltage: 20 })],
        [at(2, { externalPowerVoltage: 19.5 }), at(3, { externalPowerVoltage: 20.8 })],
      ],
      expected: { note: '20 V / 24 V: 17 % > 15 %', minute: 1 },
      fine: [
        [at(0, { externalPowerVoltage: 24.5 }), at(1, { externalPowerVoltage: 21 })],
        [at(2, { externalPowerVoltage: 28 })],
      ],
    },
    {
      name: 'voltage drop below the 110 V nominal',
      label: 'NSVoltageDrop',
      max: 10,
      breaking: [
        [at(0, { externalPowerVoltage: 110 }), at(1, { externalPowerVoltage: 95 })],
        [at(2, { externalPowerVoltage: 96 })],
      ],
      expected: { note: '95 V / 110 V: 14 % > 10 %', minute: 1 },
      fine: [[at(0, { externalPowerVoltage: 110 }), at(1, { externalPowerVoltage: 104 })]],
    },
  ]);
});
