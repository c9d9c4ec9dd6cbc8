import { RAILATION_CATEGORIES } from '../../../src/api/contract/railation-limits';

/**
 * The words each category adds to a place's search document, in German and English (with the
 * common synonyms), so a search names the kind of place in either language: 'Tankstelle Hamburg' and
 * 'hamburg fuel' find the same fuel stations.
 */
const WORDS: Record<(typeof RAILATION_CATEGORIES)[number]['key'], string> = {
  railRelatedService: 'Bahndienstleistung Dienstleister Service rail related service provider',
  educationTraining: 'Ausbildung Schulung Weiterbildung Fahrschule education training school course',
  fuelStation: 'Tankstelle Bahntankstelle Diesel Kraftstoff fuel station filling refuelling',
  infrastructure: 'Infrastruktur Gleis Anschlussgleis Stellwerk infrastructure track siding',
  constructionEquipment: 'Baumaschinen Baugeräte Gleisbau construction equipment machinery',
  vehicleRental: 'Vermietung Lokvermietung Mietlok Fahrzeugvermietung vehicle rental hire leasing',
  staff: 'Personal Personaldienstleister Lokführer Zeitarbeit staff agency personnel drivers',
  powerCompanies: 'Energie Bahnstrom Stromversorger Energieversorger power company energy electricity',
  maintenanceServicing: 'Werkstatt Instandhaltung Wartung Reparatur maintenance servicing workshop repair',
  ships: 'Schiff Binnenschiff Frachter Wasserstraße ship vessel barge waterway',
  accessPointsTerminals: 'Terminal Umschlag Güterterminal Hafen Zugang access point terminal port freight',
  providerNetwork: 'Netzwerk Partner Stützpunkt network partner depot',
};

/** The search words of a place's categories. */
export const categoryWords = (categories: readonly number[]): string =>
  RAILATION_CATEGORIES.filter((c) => categories.includes(c.id))
    .map((c) => WORDS[c.key])
    .join(' ');
