/**
 * Requests of the OsmAnd protocol from the decoder test of Traccar, the most used open-source tracking
 * server (traccar/traccar, src/test/java/org/traccar/protocol/OsmAndProtocolDecoderTest.java at
 * 9e5c458ad), with the values this portal reads from them. Traccar's test only checks that a position
 * is (or is not) decoded; the expected values here are read off the requests by the protocol's rules
 * (speed in knots in the query, m/s in the JSON body; negative heading or speed: unknown).
 */
export interface OsmAndVector {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly contentType: string;
  readonly body: string;
  readonly expected: {
    readonly identifier: string;
    /** ISO instant; 'now' where the request carries no time. */
    readonly time: string;
    readonly lat: number | null;
    readonly lng: number | null;
    readonly speedKmh: number;
    readonly bearing: number;
    readonly accuracyM: number | null;
    readonly ignition: boolean | null;
    readonly moving: boolean | null;
  };
}

const json = (body: string) => ({ method: 'POST' as const, url: '/', contentType: 'application/json', body });
const query = (url: string) => ({ method: 'GET' as const, url, contentType: '', body: '' });

const none = { accuracyM: null, ignition: null, moving: null } as const;

/** Traccar Client on Android, standing: its two JSON vectors (with and without extras) read alike. */
const ANDROID_STANDING: OsmAndVector['expected'] = {
  identifier: '48241179',
  time: '2025-06-15T13:45:12.862Z',
  lat: 37.4219983,
  lng: -122.084,
  speedKmh: 0,
  bearing: 0,
  accuracyM: 5,
  ignition: null,
  moving: false,
};

export const TRACCAR_OSMAND_VECTORS: readonly OsmAndVector[] = [
  {
    name: 'JSON: Traccar Client on Android, standing',
    ...json(
      '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    ),
    expected: ANDROID_STANDING,
  },
  {
    name: 'JSON: with extras of every type',
    ...json(
      '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{"device_string_test":"long_device_id","device_bool_test":true,"device_bool_false_test":false,"device_integer_test":1,"device_integer_twelve_test":12,"device_double_test":1.345,"device_very_long_double_test":1763636.3442},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    ),
    expected: ANDROID_STANDING,
  },
  {
    name: 'JSON: iOS simulator, speed and heading unknown (-1)',
    ...json(
      '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}',
    ),
    expected: {
      identifier: '658765',
      time: '2025-05-09T04:11:30.579Z',
      lat: 37.785834,
      lng: -122.406417,
      speedKmh: 0,
      bearing: 0,
      accuracyM: 5,
      ignition: null,
      moving: false,
    },
  },
  {
    name: 'JSON: moving at 18.67 m/s, heading 63°',
    ...json(
      '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75","timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,"level":0.79},"extras":{}},"device_id":"8737767034"}',
    ),
    expected: {
      identifier: '8737767034',
      time: '2021-07-21T08:06:34.444Z',
      lat: -6.1148096,
      lng: 106.6837015,
      speedKmh: 18.67 * 3.6,
      bearing: 63,
      accuracyM: 3.8,
      ignition: null,
      moving: false,
    },
  },
  {
    name: 'query: cells and Wi-Fi only, no coordinates',
    ...query(
      '/?id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70',
    ),
    expected: {
      identifier: '123456',
      time: '2013-08-22T13:14:27.000Z',
      lat: null,
      lng: null,
      speedKmh: 0,
      bearing: 0,
      ...none,
    },
  },
  {
    name: 'query: ISO 8601 time (escaped)',
    ...query(
      '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
    ),
    expected: {
      identifier: '902064',
      time: '2016-01-27T18:55:47.000Z',
      lat: 42.06288,
      lng: -88.23412,
      speedKmh: 0,
      bearing: 0,
      ...none,
    },
  },
  {
    name: 'query: unix milliseconds',
    ...query(
      '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0',
    ),
    expected: {
      identifier: '902064',
      time: '2015-09-12T14:38:06.579Z',
      lat: 42.06288,
      lng: -88.23412,
      speedKmh: 0,
      bearing: 0,
      ...none,
    },
  },
  {
    name: 'query: OsmAnd time "yyyy-MM-dd HH:mm:ss", id last',
    ...query(
      '/?lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681',
    ),
    expected: {
      identifier: '353861053849681',
      time: '2014-06-04T09:10:11.000Z',
      lat: 49.60688,
      lng: 6.15788,
      speedKmh: 0,
      bearing: 0,
      ...none,
    },
  },
  {
    name: 'query: every basic parameter',
    ...query('/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0'),
    expected: {
      identifier: '123456',
      time: '2013-08-22T13:14:27.000Z',
      lat: 60,
      lng: 30,
      speedKmh: 0,
      bearing: 0,
      ...none,
    },
  },
  {
    name: 'query: the least a position needs',
    ...query('/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0'),
    expected: {
      identifier: '123456',
      time: '2013-08-22T13:14:27.000Z',
      lat: 60,
      lng: 30,
      speedKmh: 0,
      bearing: 0,
      ...none,
    },
  },
  {
    name: 'query: deviceid and heading, no time',
    ...query('/?lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456'),
    expected: { identifier: '123456', time: 'now', lat: 60, lng: 30, speedKmh: 0, bearing: 0, ...none },
  },
  {
    name: 'query: battery, no time',
    ...query('/?id=861001000719969&lat=41.666667&lon=-0.883333&altitude=350.059479&speed=0.000000&batt=87'),
    expected: {
      identifier: '861001000719969',
      time: 'now',
      lat: 41.666667,
      lng: -0.883333,
      speedKmh: 0,
      bearing: 0,
      ...none,
    },
  },
  {
    name: 'query: location="lat,lon"',
    ...query('/?id=123456&timestamp=1377177267&location=60.0,30.0'),
    expected: {
      identifier: '123456',
      time: '2013-08-22T13:14:27.000Z',
      lat: 60,
      lng: 30,
      speedKmh: 0,
      bearing: 0,
      ...none,
    },
  },
  {
    name: 'query: 40 knots with ignition',
    ...query(
      '/?id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
    ),
    expected: {
      identifier: '123456789012345',
      time: '2017-09-07T05:56:50.000Z',
      lat: 40.7232948571,
      lng: -74.0061408571,
      speedKmh: 40 * 1.852,
      bearing: 7.19889788244,
      accuracyM: null,
      ignition: true,
      moving: null,
    },
  },
];

/** Traccar's one refused request: no device identifier. */
export const TRACCAR_OSMAND_WITHOUT_ID = query('/?timestamp=1377177267&lat=60.0&lon=30.0');
