/**
 * The questions and answers the portal starts with (the content service's FAQ, spec 000 §7 GET /faq),
 * about the portal itself, in German and English. The operator can replace them in `faq_entries`.
 */
export interface FaqEntry {
  readonly titleDe: string;
  readonly titleEn: string;
  readonly contentDe: string;
  readonly contentEn: string;
}

export const DEFAULT_FAQ: readonly FaqEntry[] = [
  {
    titleDe: 'Wie oft werden die Fahrzeugpositionen aktualisiert?',
    titleEn: 'How often are the vehicle positions updated?',
    contentDe:
      'Die Karte holt die Positionen alle 15 Sekunden neu. Ein Fahrzeug meldet sich, sobald sein Gerät Netz hat; Aufzeichnungen aus Funklöchern werden nachgeliefert.',
    contentEn:
      'The map fetches positions every 15 seconds. A vehicle reports as soon as its device has network; records kept without coverage are delivered later.',
  },
  {
    titleDe: 'Warum sehe ich ein Fahrzeug nur für einen bestimmten Zeitraum?',
    titleEn: 'Why can I see a vehicle only for a certain period?',
    contentDe:
      'Administratoren können Ihren Zugriff auf ein Fahrzeug auf einen Zeitraum begrenzen. Live-Daten, Berichte und Tracks enden dann an diesen Tagen.',
    contentEn:
      'Administrators can limit your access to a vehicle to a period. Live data, reports and tracks then end on those days.',
  },
  {
    titleDe: 'Kann ich das Fahrtenbuch ohne Netz führen?',
    titleEn: 'Can I keep the logbook without network?',
    contentDe:
      'Ja. Einträge und Löschungen werden auf dem Gerät gespeichert und automatisch übertragen, sobald wieder eine Verbindung besteht.',
    contentEn:
      'Yes. Entries and deletions are stored on the device and sent automatically once a connection is back.',
  },
  {
    titleDe: 'Wie richte ich Alarme ein?',
    titleEn: 'How do I set up alerts?',
    contentDe:
      'Unter Benachrichtigungseinstellungen wählen Sie ein Fahrzeug, schalten die gewünschten Regeln ein und speichern. Neue Alarme erscheinen an der Glocke und als Hinweis.',
    contentEn:
      'Under notification settings, choose a vehicle, switch on the rules you want and save. New alerts show on the bell and as a toast.',
  },
  {
    titleDe: 'In welchen Formaten kann ich Berichte exportieren?',
    titleEn: 'In which formats can I export reports?',
    contentDe: 'Als Excel-Datei (.xlsx) oder als ZIP-Archiv mit CSV-Dateien.',
    contentEn: 'As an Excel file (.xlsx) or as a ZIP archive of CSV files.',
  },
  {
    titleDe: 'Was ist Railation?',
    titleEn: 'What is railation?',
    contentDe:
      'Ein Verzeichnis bahnnaher Orte: Tankstellen, Werkstätten, Terminals, Vermietungen, Personaldienste, Schulungen, Energieversorger und Schiffe. Wählen Sie links eine Kategorie, suchen Sie und öffnen Sie einen Ort für Adresse und Beschreibung.',
    contentEn:
      'A directory of rail-related places: fuel stations, workshops, terminals, rental, staff agencies, training, power companies and ships. Choose a category on the left, search, and open a place for its address and description.',
  },
  {
    titleDe: 'Wie ändere ich mein Passwort oder meine Sprache?',
    titleEn: 'How do I change my password or language?',
    contentDe:
      'Über das Benutzermenü oben rechts öffnen Sie Ihr Profil. Dort ändern Sie Passwort, E-Mail-Adresse, Sprache und Profilbild.',
    contentEn:
      'Open your profile from the user menu at the top right. There you change your password, e-mail address, language and avatar.',
  },
  {
    titleDe: 'Wen frage ich bei Problemen?',
    titleEn: 'Whom do I ask when something is wrong?',
    contentDe:
      'Wenden Sie sich an die Administratoren Ihres Betreibers. Sie sehen im Administrationsbereich, wer wann was geändert hat.',
    contentEn:
      'Contact your operator’s administrators. They can see in the administration console who changed what and when.',
  },
];
