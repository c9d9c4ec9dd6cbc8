import { Button, Callout, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESTRICTION_LIMITS } from '../../../api/contract/restrictions-limits';
import { ORGANISATION_TIME_ZONE } from '../../../api/contract/time-zone';
import type {
  RestrictionForm,
  RestrictionFormField,
  RestrictionFormIssue,
} from '../../../machines/restrictions/vehicle-restrictions.types';
import { DateTimeField } from '../date-time/date-time-field.view';

export interface RestrictionFormProps {
  readonly form: RestrictionForm;
  /** Shown after a first attempt to send an incomplete form. */
  readonly issues: readonly RestrictionFormIssue[];
  readonly submitting: boolean;
  /** The field the server refused (400), or 'failed' for any other failure; null: none. */
  readonly failure: string | null;
  readonly onChange: (field: RestrictionFormField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/**
 * Attaching a restriction: text, an optional speed limit (km/h) and an optional end, written
 * DD.MM.YYYY HH:mm in the organisation's zone (named in its label) whatever the browser's: the machine
 * reads the wall time as Europe/Berlin (`wallTimeToInstant`).
 */
export function RestrictionFormView(props: RestrictionFormProps) {
  const { t } = useTranslation('fleet');
  const id = useId();
  return (
    <form
      data-testid="restriction-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.submitting) props.onSubmit();
      }}
    >
      <Flex direction="column" gap="2">
        <Text as="label" size="2" htmlFor={`${id}-text`}>
          {t('restrictions.form.text')}
        </Text>
        <TextArea
          id={`${id}-text`}
          value={props.form.text}
          maxLength={RESTRICTION_LIMITS.maxText}
          onChange={(event) => props.onChange('text', event.target.value)}
          data-testid="restriction-text"
        />
        <Text as="label" size="2" htmlFor={`${id}-speed`}>
          {t('restrictions.form.speedLimit')}
        </Text>
        <TextField.Root
          id={`${id}-speed`}
          inputMode="numeric"
          value={props.form.speedLimit}
          onChange={(event) => props.onChange('speedLimit', event.target.value)}
          data-testid="restriction-speed-input"
        />
        <Text as="label" size="2" htmlFor={`${id}-until`}>
          {t('restrictions.form.validUntil', { zone: ORGANISATION_TIME_ZONE })}
        </Text>
        <DateTimeField
          id={`${id}-until`}
          value={props.form.validUntil}
          onChange={(value) => props.onChange('validUntil', value)}
          readOnly={false}
          message={() => t('restrictions.errors.validUntilInvalid')}
          placeholder={t('restrictions.form.dateFormat')}
          calendarLabel={t('restrictions.form.calendar')}
        />
        {props.issues.map((issue) => (
          <Text key={issue} size="1" color="red" data-testid="restriction-issue">
            {t(`restrictions.${issue}`)}
          </Text>
        ))}
        {props.failure && (
          <Callout.Root color="red" variant="surface" size="1" role="alert">
            <Callout.Text>
              {props.failure === 'failed'
                ? t('restrictions.failed')
                : t('restrictions.refusedField', { field: props.failure })}
            </Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="2">
          <Button type="submit" size="1" disabled={props.submitting} data-testid="restriction-submit">
            {t('restrictions.form.submit')}
          </Button>
          <Button type="button" size="1" variant="soft" onClick={props.onCancel}>
            {t('restrictions.cancel')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
