import type auth from './locales/de-DE/auth.json';
import type common from './locales/de-DE/common.json';
import type fleet from './locales/de-DE/fleet.json';
import type map from './locales/de-DE/map.json';
import type logbook from './locales/de-DE/logbook.json';
import type logbookEntry from './locales/de-DE/logbookEntry.json';
import type logbookComments from './locales/de-DE/logbookComments.json';
import type reporting from './locales/de-DE/reporting.json';
import type notificationLabels from './locales/de-DE/notificationLabels.json';
import type notificationSettings from './locales/de-DE/notificationSettings.json';
import type notifications from './locales/de-DE/notifications.json';
import type notificationLive from './locales/de-DE/notificationLive.json';
import type reportExport from './locales/de-DE/reportExport.json';
import type profile from './locales/de-DE/profile.json';
import type administration from './locales/de-DE/administration.json';
import type railation from './locales/de-DE/railation.json';
import type help from './locales/de-DE/help.json';

/** Typed keys: the German locale files are the source of the key set. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      fleet: typeof fleet;
      map: typeof map;
      logbook: typeof logbook;
      logbookEntry: typeof logbookEntry;
      logbookComments: typeof logbookComments;
      reporting: typeof reporting;

      reportExport: typeof reportExport;
      notificationLabels: typeof notificationLabels;
      notificationSettings: typeof notificationSettings;
      notifications: typeof notifications;
      notificationLive: typeof notificationLive;
      profile: typeof profile;
      administration: typeof administration;
      railation: typeof railation;
      help: typeof help;
    };
  }
}
