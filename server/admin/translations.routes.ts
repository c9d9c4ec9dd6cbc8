import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { TranslationsService } from './translations.service';

/** Binds the Site Translation operations (spec 001 §7 Administration); decoding and auth happen in `route`. */
export const registerTranslationRoutes = (
  app: Hono,
  auth: Authenticator,
  translations: TranslationsService,
): void => {
  route(app, auth, contract.getTranslations, ({ caller, query }) => translations.list(caller, query));
  route(app, auth, contract.updateTranslation, ({ caller, body }) => translations.update(caller, body));
  route(app, auth, contract.deployLanguageFiles, ({ caller }) => translations.deploy(caller));
  route(app, auth, contract.getTranslationBackups, ({ caller }) => translations.backups(caller));
  route(app, auth, contract.restoreTranslationBackup, ({ caller, body }) =>
    translations.restore(caller, body.fileName),
  );
};
