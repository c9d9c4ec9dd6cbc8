/**
 * Stations and rail corridors of the demo fleet. Coordinates are the public positions of the stations
 * (rounded to about 100 m); a corridor is the sequence of real towns a freight line passes through.
 * The simulator runs vehicles along straight segments between them, which is close enough for a map
 * at country zoom and keeps the data small.
 */
export interface Station {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
}

const s = (name: string, lat: number, lng: number): Station => ({ name, lat, lng });

export const STATIONS = {
  hamburg: s('Hamburg Hbf', 53.553, 10.0069),
  harburg: s('Hamburg-Harburg', 53.4561, 9.9917),
  maschen: s('Maschen Rbf', 53.3936, 10.0455),
  lueneburg: s('Lüneburg', 53.2496, 10.4196),
  uelzen: s('Uelzen', 52.9651, 10.5596),
  celle: s('Celle', 52.6211, 10.0622),
  hannover: s('Hannover Hbf', 52.3765, 9.741),
  bremen: s('Bremen Hbf', 53.0835, 8.8136),
  verden: s('Verden (Aller)', 52.9227, 9.2348),
  nienburg: s('Nienburg (Weser)', 52.6428, 9.2146),
  osnabrueck: s('Osnabrück Hbf', 52.2725, 8.0616),
  muenster: s('Münster (Westf) Hbf', 51.9566, 7.6356),
  dortmund: s('Dortmund Hbf', 51.5179, 7.4592),
  bochum: s('Bochum Hbf', 51.4789, 7.2232),
  essen: s('Essen Hbf', 51.4512, 7.0141),
  duisburg: s('Duisburg Hbf', 51.4299, 6.7756),
  duesseldorf: s('Düsseldorf Hbf', 51.2199, 6.7943),
  koeln: s('Köln Hbf', 50.943, 6.9589),
  bonn: s('Bonn Hbf', 50.732, 7.097),
  koblenz: s('Koblenz Hbf', 50.351, 7.588),
  mainz: s('Mainz Hbf', 50.0012, 8.2585),
  frankfurt: s('Frankfurt (Main) Hbf', 50.1071, 8.6636),
  hanau: s('Hanau Hbf', 50.1211, 8.9293),
  aschaffenburg: s('Aschaffenburg Hbf', 49.9807, 9.1436),
  wuerzburg: s('Würzburg Hbf', 49.8018, 9.9358),
  nuernberg: s('Nürnberg Hbf', 49.4456, 11.0826),
  goettingen: s('Göttingen', 51.5365, 9.9266),
  kassel: s('Kassel-Wilhelmshöhe', 51.3131, 9.4465),
  fulda: s('Fulda', 50.5545, 9.6839),
  braunschweig: s('Braunschweig Hbf', 52.2524, 10.5397),
  wolfsburg: s('Wolfsburg Hbf', 52.4292, 10.7882),
  stendal: s('Stendal', 52.5944, 11.8554),
  spandau: s('Berlin-Spandau', 52.5345, 13.1975),
  berlin: s('Berlin Hbf', 52.5251, 13.3694),
  wittenberg: s('Lutherstadt Wittenberg Hbf', 51.8675, 12.663),
  bitterfeld: s('Bitterfeld', 51.6227, 12.3168),
  leipzig: s('Leipzig Hbf', 51.3455, 12.3821),
  riesa: s('Riesa', 51.309, 13.293),
  dresden: s('Dresden Hbf', 51.0404, 13.732),
  buechen: s('Büchen', 53.4806, 10.6219),
  schwerin: s('Schwerin Hbf', 53.6347, 11.4071),
  buetzow: s('Bützow', 53.8445, 11.9867),
  rostock: s('Rostock Hbf', 54.0783, 12.131),
  mannheim: s('Mannheim Hbf', 49.4794, 8.4699),
  karlsruhe: s('Karlsruhe Hbf', 48.9935, 8.402),
  offenburg: s('Offenburg', 48.4766, 7.9466),
  freiburg: s('Freiburg (Breisgau) Hbf', 47.9977, 7.8413),
  basel: s('Basel SBB', 47.5476, 7.5897),
  olten: s('Olten', 47.3518, 7.9076),
  zuerich: s('Zürich HB', 47.3782, 8.5402),
  luzern: s('Luzern', 47.0502, 8.3102),
  arthGoldau: s('Arth-Goldau', 47.0496, 8.5486),
  bellinzona: s('Bellinzona', 46.1953, 9.0297),
  chiasso: s('Chiasso', 45.8323, 9.0309),
  stuttgart: s('Stuttgart Hbf', 48.784, 9.1817),
  ulm: s('Ulm Hbf', 48.3994, 9.9826),
  augsburg: s('Augsburg Hbf', 48.3653, 10.8856),
  muenchen: s('München Hbf', 48.1402, 11.56),
  rosenheim: s('Rosenheim', 47.8502, 12.1194),
  salzburg: s('Salzburg Hbf', 47.8128, 13.0456),
  linz: s('Linz Hbf', 48.2903, 14.2915),
  stPoelten: s('St. Pölten Hbf', 48.2079, 15.6241),
  wien: s('Wien Hbf', 48.1851, 16.3757),
  kufstein: s('Kufstein', 47.5833, 12.1658),
  woergl: s('Wörgl Hbf', 47.4889, 12.0612),
  innsbruck: s('Innsbruck Hbf', 47.2632, 11.4009),
  brenner: s('Brenner', 47.0027, 11.5055),
  regensburg: s('Regensburg Hbf', 49.0118, 12.0999),
  passau: s('Passau Hbf', 48.574, 13.4511),
} as const satisfies Record<string, Station>;

export type StationId = keyof typeof STATIONS;

/** A freight corridor: the stations in running order (4–8 waypoints each). */
export interface Corridor {
  readonly name: string;
  readonly stations: readonly StationId[];
}

export const CORRIDORS = {
  hamburgHannover: {
    name: 'Hamburg – Hannover',
    stations: ['hamburg', 'harburg', 'maschen', 'lueneburg', 'uelzen', 'celle', 'hannover'],
  },
  bremenHannover: { name: 'Bremen – Hannover', stations: ['bremen', 'verden', 'nienburg', 'hannover'] },
  hannoverBerlin: {
    name: 'Hannover – Berlin',
    stations: ['hannover', 'braunschweig', 'wolfsburg', 'stendal', 'spandau', 'berlin'],
  },
  hamburgRuhr: {
    name: 'Hamburg – Ruhr',
    stations: ['hamburg', 'harburg', 'bremen', 'osnabrueck', 'muenster', 'dortmund'],
  },
  ruhrKoeln: {
    name: 'Ruhr – Köln',
    stations: ['dortmund', 'bochum', 'essen', 'duisburg', 'duesseldorf', 'koeln'],
  },
  rhineValley: {
    name: 'Köln – Frankfurt (Rhein)',
    stations: ['koeln', 'bonn', 'koblenz', 'mainz', 'frankfurt'],
  },
  frankfurtNuernberg: {
    name: 'Frankfurt – Nürnberg',
    stations: ['frankfurt', 'hanau', 'aschaffenburg', 'wuerzburg', 'nuernberg'],
  },
  northSouth: {
    name: 'Hannover – Frankfurt',
    stations: ['hannover', 'goettingen', 'kassel', 'fulda', 'hanau', 'frankfurt'],
  },
  berlinDresden: {
    name: 'Berlin – Leipzig – Dresden',
    stations: ['berlin', 'wittenberg', 'bitterfeld', 'leipzig', 'riesa', 'dresden'],
  },
  hamburgRostock: {
    name: 'Hamburg – Rostock',
    stations: ['hamburg', 'buechen', 'schwerin', 'buetzow', 'rostock'],
  },
  upperRhine: {
    name: 'Mannheim – Basel',
    stations: ['mannheim', 'karlsruhe', 'offenburg', 'freiburg', 'basel'],
  },
  baselZuerich: { name: 'Basel – Zürich', stations: ['basel', 'olten', 'zuerich', 'arthGoldau'] },
  gotthard: {
    name: 'Basel – Gotthard – Chiasso',
    stations: ['basel', 'olten', 'luzern', 'arthGoldau', 'bellinzona', 'chiasso'],
  },
  westbahn: {
    name: 'München – Salzburg – Wien',
    stations: ['muenchen', 'rosenheim', 'salzburg', 'linz', 'stPoelten', 'wien'],
  },
  brenner: {
    name: 'München – Innsbruck – Brenner',
    stations: ['muenchen', 'rosenheim', 'kufstein', 'woergl', 'innsbruck', 'brenner'],
  },
  filsbahn: { name: 'Stuttgart – München', stations: ['stuttgart', 'ulm', 'augsburg', 'muenchen'] },
  danube: { name: 'Nürnberg – Passau – Linz', stations: ['nuernberg', 'regensburg', 'passau', 'linz'] },
} as const satisfies Record<string, Corridor>;

export type CorridorId = keyof typeof CORRIDORS;

/** The waypoints of a corridor as coordinates, in running order. */
export const corridorRoute = (id: CorridorId): Station[] =>
  CORRIDORS[id].stations.map((station) => STATIONS[station]);
