import type { Language } from '../../../src/api/contract';

/**
 * The texts of the logbook's files (export columns, the entry document), German and English. They live
 * on the server because the files are built here; the words follow the client's logbook texts (the `logbook`
 * list columns and `logbookEntry` form fields, spec 001 §2, §3). English for every language but German.
 */
export type Texts = { readonly de: string; readonly en: string };

export const textIn = (language: Language, text: Texts): string => (language === 'de-DE' ? text.de : text.en);

/** Column and field titles, by the contract's field name. */
export const FIELD_TITLES = {
  logbookEntryId: { de: 'Eintrags-ID', en: 'Entry ID' },
  vehicleIdRef: { de: 'Fahrzeug-ID', en: 'Vehicle ID' },
  status: { de: 'Status', en: 'Status' },
  entryState: { de: 'Eintragsstatus', en: 'Entry state' },
  creatorAccountFirstName: { de: 'Vorname Ersteller', en: 'Creator first name' },
  creatorAccountLastName: { de: 'Nachname Ersteller', en: 'Creator last name' },
  createTimestamp: { de: 'Erstellt am', en: 'Created' },
  commentsCount: { de: 'Kommentare', en: 'Comments' },
  lastComment: { de: 'Letzter Kommentar', en: 'Last comment' },
  defectsState: { de: 'Mängel', en: 'Defects' },
  referenceTimestamp: { de: 'Bezugszeit', en: 'Reference time' },
  referenceLocation: { de: 'Ort', en: 'Location' },
  remarks: { de: 'Bemerkungen', en: 'Remarks' },
  lastUpdateTimestamp: { de: 'Zuletzt geändert', en: 'Last changed' },
  hydraulicsState: { de: 'Hydraulik', en: 'Hydraulics' },
  vehicleOperatingHours_h: { de: 'Betriebsstunden (Bh)', en: 'Operating hours (bh)' },
  mileage_km: { de: 'Kilometerstand (km)', en: 'Mileage (km)' },
  fuelFillingLevel_l: { de: 'Tankfüllstand (l)', en: 'Fuel level (l)' },
  fuelAdded_l: { de: 'Getankt (l)', en: 'Fuel added (l)' },
  sandState: { de: 'Sand', en: 'Sand' },
  isSandAdded: { de: 'Sand nachgefüllt', en: 'Sand added' },
  motorOilState: { de: 'Motoröl', en: 'Motor oil' },
  motorOilAdded_l: { de: 'Motoröl nachgefüllt (l)', en: 'Motor oil added (l)' },
  inspectionPerformedTimestamp_A1: { de: 'A1-Untersuchung', en: 'A1 inspection' },
  inspectionPerformedTimestamp_V1: { de: 'V1-Untersuchung', en: 'V1 inspection' },
  inspectionPerformedTimestamp_V3: { de: 'V3-Untersuchung', en: 'V3 inspection' },
  inspectionPerformedTimestamp_F1: { de: 'F1-Untersuchung', en: 'F1 inspection' },
  selectedV: { de: 'Vorbereitungsdienst', en: 'Preparation service' },
  defectsDescription: { de: 'Mängelbeschreibung', en: 'Defect description' },
  defectsMeasures: { de: 'Ergriffene Maßnahmen (Mängel)', en: 'Measures taken (defects)' },
  stoppageStart: { de: 'Störung Beginn', en: 'Stoppage start' },
  stoppageEnd: { de: 'Störung Ende', en: 'Stoppage end' },
  stoppageLocation: { de: 'Standort des Fahrzeugs', en: 'Vehicle location' },
  trainNumber: { de: 'Zugnummer', en: 'Train number' },
  trainWeight_t: { de: 'Zuggewicht (t)', en: 'Train weight (t)' },
  stoppageState: { de: 'Störungsstatus', en: 'Stoppage state' },
  lastOperationMode: { de: 'Letzte Betriebsart', en: 'Last operation mode' },
  wasAuxiliaryVehicleUsed: { de: 'Hilfsfahrzeug eingesetzt', en: 'Auxiliary vehicle used' },
  errorCodesDescription: { de: 'Fehlercodes', en: 'Error codes' },
  stoppageDescription: { de: 'Störungsbeschreibung', en: 'Stoppage description' },
  stoppageMeasures: { de: 'Ergriffene Maßnahmen (Störung)', en: 'Measures taken (stoppage)' },
  stoppageRemarks: { de: 'Bemerkungen (Störung)', en: 'Remarks (stoppage)' },
  affectedComponents: { de: 'Betroffene Komponenten', en: 'Affected components' },
} as const satisfies Record<string, Texts>;
export type FieldKey = keyof typeof FIELD_TITLES;

/** Words for the coded values (states, modes, components); a code without one is shown as it is. */
export const VALUE_LABELS: Readonly<Record<string, Texts>> = {
  created: { de: 'Begonnen', en: 'Started' },
  finalized: { de: 'Abgeschlossen', en: 'Finalised' },
  open: { de: 'Offen', en: 'Open' },
  resolved: { de: 'Behoben', en: 'Resolved' },
  none: { de: 'Keiner', en: 'None' },
  ok: { de: 'In Ordnung', en: 'OK' },
  not_ok: { de: 'Nicht in Ordnung', en: 'Not OK' },
  V1: { de: 'V1', en: 'V1' },
  V3: { de: 'V3', en: 'V3' },
  manual: { de: 'Manuell', en: 'Manual' },
  remote_control: { de: 'Funkfernsteuerung', en: 'Remote control' },
  engine: { de: 'Motor', en: 'Engine' },
  fuel_system: { de: 'Kraftstoffanlage', en: 'Fuel system' },
  cooling_system: { de: 'Kühlanlage', en: 'Cooling system' },
  power_control: { de: 'Leistungssteuerung', en: 'Power control' },
  transmission: { de: 'Getriebe', en: 'Transmission' },
  undercarriage: { de: 'Fahrwerk', en: 'Undercarriage' },
  generators: { de: 'Generatoren', en: 'Generators' },
  battery: { de: 'Batterie', en: 'Battery' },
  safety_deadman_circuit: { de: 'Sicherheitsfahrschaltung (Sifa)', en: 'Safety / dead-man circuit' },
  pzb_system: { de: 'PZB-Anlage', en: 'PZB system' },
  gsm_rail_system: { de: 'GSM-R-Anlage', en: 'GSM-R system' },
  misc_electronic_systems: { de: 'Sonstige Elektronik', en: 'Other electronic systems' },
  brakes_and_air_pressure_system: { de: 'Bremsen und Druckluftanlage', en: 'Brakes and air pressure system' },
};

export const YES_NO = { yes: { de: 'Ja', en: 'Yes' }, no: { de: 'Nein', en: 'No' } } as const;

/** Section and document words of the entry document. */
export const DOCUMENT_TEXTS = {
  title: { de: 'Fahrtenbuch-Eintrag', en: 'Logbook entry' },
  general: { de: 'Allgemein', en: 'General' },
  vehicleState: { de: 'Fahrzeugzustand', en: 'Vehicle state' },
  inspections: { de: 'Untersuchungen', en: 'Inspections' },
  defects: { de: 'Mängel', en: 'Defects' },
  noDefects: { de: 'Keine Mängel erfasst.', en: 'No defects recorded.' },
  stoppage: { de: 'Störung', en: 'Stoppage' },
  noStoppage: { de: 'Keine Störung erfasst.', en: 'No stoppage recorded.' },
  comments: { de: 'Kommentare', en: 'Comments' },
  noComments: { de: 'Keine Kommentare.', en: 'No comments.' },
  newEntryState: { de: 'Neuer Eintragszustand', en: 'New entry state' },
  resolveAllPriorDefects: { de: 'Alle früheren Mängel behoben', en: 'All prior defects resolved' },
  signature: { de: 'Unterschrift', en: 'Signature' },
  imageUnreadable: { de: '(Bild nicht lesbar)', en: '(image unreadable)' },
  notSigned: { de: 'Nicht unterschrieben (Entwurf).', en: 'Not signed (draft).' },
  signedByName: {
    de: 'Unterschrieben durch Eingabe des Namens {name}, bestätigt mit dem Passwort des Kontos am {time}.',
    en: 'Signed by typing the name {name}, confirmed with the account’s password on {time}.',
  },
  creator: { de: 'Ersteller', en: 'Creator' },
  page: { de: 'Seite', en: 'Page' },
} as const satisfies Record<string, Texts>;

/** The sheet's name in the spreadsheet. */
export const SHEET_TITLE: Texts = { de: 'Fahrtenbuch', en: 'Logbook' };
