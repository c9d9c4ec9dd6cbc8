import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { profileFormMachineFor } from '../../machines/profile/profile-form-machines';
import { emailMismatch, emailOf, profileFailureReason } from '../../machines/profile/profile-form.rules';
import { isValidEmailAddress } from '../../api/contract/email-rules';
import type { RouteViewProps } from '../shared/routes';
import { useMessageTime } from '../shared/use-message-time';
import type { ProfileOutcome } from './profile-outcome';
import { ProfileAnalyticsScreen } from './profile-analytics.screen';
import { ProfileAvatarScreen } from './profile-avatar.screen';
import { ProfileView } from './profile.view';

/**
 * The profile route: the account from the session (read-only), and a form actor of its own that
 * saves the password, the e-mail and the language. A save makes the session read the account again
 * (the machine's `announceSaved`), so the page and the header show the new state.
 */
export function ProfileScreen({ services }: RouteViewProps) {
  const { session } = services;
  const { i18n } = useTranslation();
  const account = useSelector(session, (s) => s.context.account);
  const isDemoUser = account?.isDemoUser ?? false;
  const accountLanguage = useSelector(session, (s) => s.context.settings.language);
  const form = useActorRef(profileFormMachineFor(services.profile), {
    input: { isDemoUser, language: accountLanguage ?? currentLanguage(i18n) },
  });
  useEffect(() => {
    if (accountLanguage) form.send({ type: 'session.languageChanged', language: accountLanguage });
  }, [form, accountLanguage]);
  const passkey = useSelector(form, (s) => s.context.passkey);
  const email = useSelector(form, (s) => s.context.email);
  const language = useSelector(form, (s) => s.context.language);
  const saving = useSelector(form, (s) => s.hasTag('saving'));
  const savingKind = useSelector(form, (s) => s.context.saving);
  const savedTag = useSelector(form, (s) => s.hasTag('saved'));
  const failure = useSelector(form, (s) => s.context.failure);
  const canSaveProfile = useSelector(form, (s) => s.can({ type: 'user.saveProfile' }));
  const canSaveLanguage = useSelector(form, (s) => s.can({ type: 'user.saveLanguage' }));
  const outcome: ProfileOutcome =
    failure !== null
      ? { kind: 'failed', reason: profileFailureReason(failure) }
      : savedTag && savingKind !== null
        ? { kind: 'saved', saved: savingKind }
        : null;
  const [messageTime, chooseMessageTime] = useMessageTime(services.storage);
  const typedEmail = emailOf(email);
  const locked = isDemoUser || saving;
  return (
    <ProfileView
      account={{
        accountName: account?.accountName ?? '',
        firstName: account?.firstName ?? '',
        lastName: account?.lastName ?? '',
        email: account?.email ?? null,
      }}
      isDemoUser={isDemoUser}
      credentials={{
        passkey,
        email,
        emailInvalid: typedEmail !== '' && !isValidEmailAddress(typedEmail),
        emailMismatch: emailMismatch(email),
        canSave: canSaveProfile,
        locked,
        saving: saving && savingKind === 'profile',
        onPasskeyChange: (fields) => form.send({ type: 'user.editPasskey', ...fields }),
        onEmailChange: (fields) => form.send({ type: 'user.editEmail', ...fields }),
        onSave: () => form.send({ type: 'user.saveProfile' }),
      }}
      language={{
        language,
        canSave: canSaveLanguage,
        locked,
        saving: saving && savingKind === 'language',
        onChoose: (chosen) => form.send({ type: 'user.chooseLanguage', language: chosen }),
        onSave: () => form.send({ type: 'user.saveLanguage' }),
      }}
      messages={{ time: messageTime, onChange: chooseMessageTime }}
      avatar={<ProfileAvatarScreen services={services} />}
      analytics={<ProfileAnalyticsScreen actor={services.analytics} />}
      outcome={outcome}
      onDismiss={() => form.send({ type: 'user.dismiss' })}
    />
  );
}
