import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailFields, PasskeyFields } from '../../machines/profile/profile-form.types';
import { PasskeyRuleList } from '../shared/passkey-rule-list.view';
import { passkeyProblems } from '../shared/passkey-rules';
import { PasswordField } from '../shared/password-field.view';

export interface ProfileCredentialsViewProps {
  readonly passkey: PasskeyFields;
  readonly email: EmailFields;
  /** The new address is typed and is not valid. */
  readonly emailInvalid: boolean;
  readonly emailMismatch: boolean;
  /** Spec 001 §5: the password or the e-mail group is complete, and not a demo user. */
  readonly canSave: boolean;
  /** A save is running, or the user is the demo user: the fields are read-only. */
  readonly locked: boolean;
  readonly saving: boolean;
  readonly onPasskeyChange: (fields: PasskeyFields) => void;
  readonly onEmailChange: (fields: EmailFields) => void;
  readonly onSave: () => void;
}

/** The password change and the e-mail change, saved together (spec 001 §2 Profile, §5). */
export function ProfileCredentialsView(props: ProfileCredentialsViewProps) {
  const { t } = useTranslation('profile');
  const { passkey, email } = props;
  const problems = passkeyProblems(passkey.next, passkey.confirmation);
  const setPasskey = (change: Partial<PasskeyFields>) => props.onPasskeyChange({ ...passkey, ...change });
  const setEmail = (change: Partial<EmailFields>) => props.onEmailChange({ ...email, ...change });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.canSave) props.onSave();
  };
  const passwordLabels = { showLabel: t('passkey.show'), hideLabel: t('passkey.hide') };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-credentials-title">
      <Card size="3">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="profile-credentials-title">
            {t('passkey.title')}
          </Heading>
          <fieldset className="profile-fieldset" disabled={props.locked}>
            <Flex direction="column" gap="3">
              <PasswordField
                id="profile-current-password"
                label={t('passkey.current')}
                {...passwordLabels}
                value={passkey.current}
                onChange={(current) => setPasskey({ current })}
                autoComplete="current-password"
              />
              <PasswordField
                id="profile-new-password"
                label={t('passkey.new')}
                {...passwordLabels}
                value={passkey.next}
                onChange={(next) => setPasskey({ next })}
                autoComplete="new-password"
                describedBy="profile-passkey-rules"
                invalid={problems.some((p) => p.rule !== 'mismatch')}
              />
              <PasswordField
                id="profile-confirm-password"
                label={t('passkey.confirm')}
                {...passwordLabels}
                value={passkey.confirmation}
                onChange={(confirmation) => setPasskey({ confirmation })}
                autoComplete="new-password"
                describedBy="profile-passkey-rules"
                invalid={problems.some((p) => p.rule === 'mismatch')}
              />
              <PasskeyRuleList id="profile-passkey-rules" problems={problems} touched={passkey.next !== ''} />
            </Flex>
          </fieldset>
          <Heading as="h2" size="4">
            {t('email.title')}
          </Heading>
          <fieldset className="profile-fieldset" disabled={props.locked}>
            <Flex direction="column" gap="3">
              <EmailField
                id="profile-new-email"
                label={t('email.new')}
                value={email.email}
                onChange={(value) => setEmail({ email: value })}
                error={props.emailInvalid ? t('email.invalid') : null}
              />
              <EmailField
                id="profile-confirm-email"
                label={t('email.confirm')}
                value={email.confirmation}
                onChange={(confirmation) => setEmail({ confirmation })}
                error={props.emailMismatch ? t('email.mismatch') : null}
              />
            </Flex>
          </fieldset>
          <Text as="p" size="2" color="gray" id="profile-save-hint">
            {t('saveHint')}
          </Text>
          <Flex justify="end">
            <Button
              type="submit"
              size="3"
              disabled={!props.canSave || props.saving}
              loading={props.saving}
              aria-describedby="profile-save-hint"
            >
              {t('save')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}

interface EmailFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
}

function EmailField({ id, label, value, onChange, error }: EmailFieldProps) {
  return (
    <div className="form-field">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <TextField.Root
        id={id}
        size="3"
        type="email"
        autoComplete="email"
        value={value}
        aria-invalid={error !== null}
        {...(error === null ? {} : { 'aria-describedby': `${id}-error` })}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      />
      {error !== null && (
        <Text id={`${id}-error`} size="2" color="red">
          {error}
        </Text>
      )}
    </div>
  );
}
