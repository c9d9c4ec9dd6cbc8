import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import type { SessionActor } from '../shared/app-services';

/**
 * Keeps the interface language and the account's language setting together (spec 000 §1: stored
 * locally and as an account setting). A language the account carries was chosen by the user, so it
 * wins on every device; an account that never chose one adopts the language in use (for example the
 * one picked on the login page) and stores it. Only a change of the account's language triggers
 * this, so a choice just made in this tab is not reverted while its update is on its way.
 */
export const useAccountLanguage = (session: SessionActor): void => {
  const { i18n } = useTranslation();
  const ready = useSelector(session, (s) => s.hasTag('ready'));
  const accountLanguage = useSelector(session, (s) => s.context.settings.language);
  useEffect(() => {
    if (!ready) return;
    const inUse = currentLanguage(i18n);
    if (accountLanguage === undefined) session.send({ type: 'user.changeLanguage', language: inUse });
    else if (accountLanguage !== inUse) void i18n.changeLanguage(accountLanguage);
  }, [ready, accountLanguage, i18n, session]);
};
