import { Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/visually-hidden.css';

export interface SignByNameFieldsProps {
  readonly fullName: string;
  readonly passkey: string;
  readonly onFullNameChange: (value: string) => void;
  readonly onPasskeyChange: (value: string) => void;
  /** Why the last attempt was refused, in the user's language; null: none. */
  readonly error: string | null;
  readonly busy: boolean;
}

/**
 * Signing without drawing (issue 36, WCAG 2.1.1 and 2.5.7): the full name and the password that
 * confirms it, in place of the pad. The refusal is an alert that exists in the page before its text
 * (announced once), tied to the fields it is about.
 */
export function SignByNameFields(props: SignByNameFieldsProps) {
  const { t } = useTranslation('logbookEntry');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = props.error ? `${hintId} ${errorId}` : hintId;
  return (
    <Flex direction="column" gap="3" className="sign-by-name" data-testid="sign-by-name">
      <Text size="2" id={hintId}>
        {t('signature.byNameHint')}
      </Text>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor={`${id}-name`}>
          {t('signature.fullName')}
        </Text>
        <TextField.Root
          id={`${id}-name`}
          autoComplete="name"
          value={props.fullName}
          disabled={props.busy}
          aria-describedby={describedBy}
          onChange={(event) => props.onFullNameChange(event.target.value)}
        />
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor={`${id}-password`}>
          {t('signature.password')}
        </Text>
        <TextField.Root
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={props.passkey}
          disabled={props.busy}
          aria-describedby={describedBy}
          onChange={(event) => props.onPasskeyChange(event.target.value)}
        />
      </Flex>
      <div role="alert" id={errorId}>
        {props.error && (
          <Callout.Root color="red" size="1">
            <Callout.Text>{props.error}</Callout.Text>
          </Callout.Root>
        )}
      </div>
      <div role="status" className="visually-hidden">
        {props.busy ? t('signature.confirmingName') : ''}
      </div>
    </Flex>
  );
}
