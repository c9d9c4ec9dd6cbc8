import type { i18n as I18n } from 'i18next';
import type { Language } from '../api/contract';
import { createI18n } from './i18n';
import deAuth from './locales/de-DE/auth.json';
import deCommon from './locales/de-DE/common.json';
import deFleet from './locales/de-DE/fleet.json';
import deMap from './locales/de-DE/map.json';
import deLogbook from './locales/de-DE/logbook.json';
import deLogbookEntry from './locales/de-DE/logbookEntry.json';
import deLogbookComments from './locales/de-DE/logbookComments.json';
import deReporting from './locales/de-DE/reporting.json';
import deNotificationLabels from './locales/de-DE/notificationLabels.json';
import deNotificationSettings from './locales/de-DE/notificationSettings.json';
import deNotifications from './locales/de-DE/notifications.json';
import deNotificationLive from './locales/de-DE/notificationLive.json';
import deReportExport from './locales/de-DE/reportExport.json';
import deProfile from './locales/de-DE/profile.json';
import deAdministration from './locales/de-DE/administration.json';
import deRailation from './locales/de-DE/railation.json';
import deHelp from './locales/de-DE/help.json';
import enAuth from './locales/en-GB/auth.json';
import enCommon from './locales/en-GB/common.json';
import enFleet from './locales/en-GB/fleet.json';
import enMap from './locales/en-GB/map.json';
import enLogbook from './locales/en-GB/logbook.json';
import enLogbookEntry from './locales/en-GB/logbookEntry.json';
import enLogbookComments from './locales/en-GB/logbookComments.json';
import enReporting from './locales/en-GB/reporting.json';
import enNotificationLabels from './locales/en-GB/notificationLabels.json';
import enNotificationSettings from './locales/en-GB/notificationSettings.json';
import enNotifications from './locales/en-GB/notifications.json';
import enNotificationLive from './locales/en-GB/notificationLive.json';
import enReportExport from './locales/en-GB/reportExport.json';
import enProfile from './locales/en-GB/profile.json';
import enAdministration from './locales/en-GB/administration.json';
import enRailation from './locales/en-GB/railation.json';
import enHelp from './locales/en-GB/help.json';

/**
 * Every locale file bundled statically: for unit tests and Storybook only. The app loads the files
 * through the locale backend instead, so they stay out of its bundle.
 */
export const staticResources = {
  'de-DE': {
    common: deCommon,
    auth: deAuth,
    fleet: deFleet,
    map: deMap,
    logbook: deLogbook,
    logbookEntry: deLogbookEntry,
    logbookComments: deLogbookComments,
    reporting: deReporting,
    reportExport: deReportExport,
    notificationLabels: deNotificationLabels,
    notificationSettings: deNotificationSettings,
    notifications: deNotifications,
    notificationLive: deNotificationLive,
    profile: deProfile,
    administration: deAdministration,
    railation: deRailation,
    help: deHelp,
  },
  'en-GB': {
    common: enCommon,
    auth: enAuth,
    fleet: enFleet,
    map: enMap,
    logbook: enLogbook,
    logbookEntry: enLogbookEntry,
    logbookComments: enLogbookComments,
    reporting: enReporting,
    reportExport: enReportExport,
    notificationLabels: enNotificationLabels,
    notificationSettings: enNotificationSettings,
    notifications: enNotifications,
    notificationLive: enNotificationLive,
    profile: enProfile,
    administration: enAdministration,
    railation: enRailation,
    help: enHelp,
  },
} as const;

/** An initialised i18next instance with the bundled resources, ready synchronously. */
export const createStaticI18n = (language: Language = 'de-DE'): I18n =>
  createI18n({ language, storage: null, source: { kind: 'static', resources: staticResources } }).i18n;
