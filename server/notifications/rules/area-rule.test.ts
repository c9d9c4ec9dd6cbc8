import { describeEachDatabase } from '../../test-support/test-databases';
import { at, itChecksRules } from './test-rules';

/** 0.1° of latitude is 11.1 km. */
const north = (minute: number, lat: number) => at(minute, { lat, lng: 9.99 });

describeEachDatabase('alert rules: leaving the defined area', (getCtx) => {
  itChecksRules(getCtx, [
    {
      name: 'leaving the circle of max km around the home point',
      label: 'NSLeavingDefinedArea',
      max: 10,
      breaking: [
        [north(0, 53.55), at(1, { lat: null, lng: null }), north(2, 53.7), north(3, 53.75)],
        [at(4, { lat: null, lng: null }), north(5, 53.64)],
      ],
      expected: { note: '16.7 km > 10 km', minute: 2 },
      fine: [
        [north(0, 53.55), north(1, 53.6)],
        [north(2, 53.5), north(3, 53.63)],
      ],
    },
    {
      name: 'leaving the default 50 km circle',
      label: 'NSLeavingDefinedArea',
      breaking: [[north(0, 53.55), north(1, 54.05)]],
      expected: { note: '55.6 km > 50 km', minute: 1 },
      fine: [[north(0, 53.55), north(1, 53.95)]],
    },
  ]);
});
