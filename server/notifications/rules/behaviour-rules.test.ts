import { describeEachDatabase } from '../../test-support/test-databases';
import { at, itChecksRules } from './test-rules';

const harsh = (minute: number) => at(minute, { accelLongPeakG: 0.2 });

describeEachDatabase('alert rules: driving behaviour, delay breaks, cold starts', (getCtx) => {
  itChecksRules(getCtx, [
    {
      name: 'suspicious driving: 3 harsh manoeuvres within 10 minutes',
      label: 'NSSuspiciousDrivingBehaviour',
      breaking: [
        [harsh(0), at(0.5), harsh(1), harsh(2), harsh(3)],
        [harsh(4), at(5, { accelLatPeakG: 0.2 })],
      ],
      expected: { note: '3 × ≥ 0.15 g / 10 min', minute: 2 },
      fine: [
        [harsh(0), at(1), harsh(5)],
        [harsh(11), harsh(16.5), at(20, { accelLongPeakG: 0.1 })],
      ],
    },
    {
      name: 'long delay break: idling longer than max minutes',
      label: 'NSLongDelayBreaks',
      max: 30,
      breaking: [
        [
          at(0),
          at(1, { status: 'idle', speed: 0 }),
          at(11, { status: 'idle', speed: 0 }),
          at(32, { status: 'idle', speed: 0 }),
        ],
        [at(40, { status: 'idle', speed: 0 }), at(50, { status: 'idle', speed: 0 })],
      ],
      expected: { note: '31 min > 30 min', minute: 32 },
      fine: [
        [at(0, { status: 'idle', speed: 0 }), at(20, { status: 'idle', speed: 0 }), at(25)],
        [
          at(30, { status: 'idle', speed: 0 }),
          at(55, { status: 'standby', speed: 0 }),
          at(95, { status: 'standby', speed: 0 }),
        ],
      ],
    },
    {
      name: 'suspected cold start: engine started with cold coolant',
      label: 'NSSuspectedColdStart',
      breaking: [
        [
          at(0, { status: 'off', speed: 0 }),
          at(1, { status: 'idle', speed: 0, engineStart: true, coolantTemperature: 4 }),
        ],
        [at(2, { status: 'idle', speed: 0, engineStart: true, coolantTemperature: 5 }), at(3)],
      ],
      expected: { note: '4 °C < 10 °C', minute: 1 },
      fine: [
        [at(0, { status: 'idle', engineStart: true, coolantTemperature: 40, temperature: -5 })],
        [
          at(1, { status: 'idle', engineStart: true, temperature: 18 }),
          at(2, { engineStart: false, coolantTemperature: 2 }),
        ],
      ],
    },
    {
      name: 'suspected cold start without a coolant sensor: the air temperature',
      label: 'NSSuspectedColdStart',
      breaking: [[at(0, { status: 'idle', speed: 0, engineStart: true, temperature: -3 })]],
      expected: { note: '-3 °C < 10 °C', minute: 0 },
      fine: [[at(0, { status: 'idle', speed: 0, engineStart: true, temperature: 12 })]],
    },
  ]);
});
