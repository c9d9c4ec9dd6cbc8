import { describeEachDatabase } from '../../test-support/test-databases';
import { at, itChecksRules } from './test-rules';

describeEachDatabase('alert rules: impacts and running gear', (getCtx) => {
  itChecksRules(getCtx, [
    {
      name: 'suspected crash',
      label: 'NSSuspectedCrash',
      breaking: [
        [
          at(0, { accelLongPeakG: 0.05 }),
          at(1, { accelLongPeakG: 1.8 }),
          at(2, { accelLongPeakG: 2, speed: 0 }),
        ],
        [at(3, { accelLongPeakG: 1.6, speed: 0 })],
      ],
      expected: { note: 'x 1.8 g @ 40 km/h', minute: 1 },
      fine: [
        [at(0, { accelLongPeakG: 0.05 }), at(1, { accelLongPeakG: 0.45 })],
        [at(2, { accelLongPeakG: 0.8, speed: 10 }), at(3)],
      ],
    },
    {
      name: 'shunting impact',
      label: 'NSShuntingImpacts',
      breaking: [
        [
          at(0, { speed: 5 }),
          at(1, { accelLongPeakG: 0.7, speed: 5 }),
          at(2, { accelLongPeakG: 0.9, speed: 3 }),
        ],
        [at(3, { accelLongPeakG: 0.6, speed: 4 })],
      ],
      expected: { note: 'x 0.7 g @ 5 km/h', minute: 1 },
      fine: [
        [at(0, { accelLongPeakG: 0.3, speed: 5 }), at(1, { accelLongPeakG: 1.8, speed: 5 })],
        [at(2, { accelLongPeakG: 0.7, speed: 60 })],
      ],
    },
    {
      name: 'suspected derailment',
      label: 'NSSuspectedDerailment',
      breaking: [
        [at(0, { accelVertPeakG: 0.2 }), at(1, { accelVertPeakG: 1.3 }), at(2, { accelVertPeakG: 1.5 })],
        [at(3, { accelLatPeakG: 0.7, speed: 0 })],
      ],
      expected: { note: 'z 1.3 g @ 40 km/h', minute: 1 },
      fine: [[at(0, { accelVertPeakG: 0.4, accelLatPeakG: 0.3 }), at(1, { accelVertPeakG: 0.99 })]],
    },
    {
      name: 'flat spot',
      label: 'NSFlatSpot',
      breaking: [
        [
          at(0, { flatSpotIndex: 0.05, speed: 60 }),
          at(1, { flatSpotIndex: 0.5, speed: 60 }),
          at(2, { flatSpotIndex: 0.6, speed: 60 }),
        ],
        [at(3, { status: 'standby', speed: 0, flatSpotIndex: 0 }), at(4, { flatSpotIndex: 0.55, speed: 50 })],
      ],
      expected: { note: '0.5 ≥ 0.3 @ 60 km/h', minute: 1 },
      fine: [
        [at(0, { flatSpotIndex: 0.1, speed: 60 }), at(1, { flatSpotIndex: 0.9, speed: 5 })],
        [at(2, { speed: 80 })],
      ],
    },
  ]);
});
