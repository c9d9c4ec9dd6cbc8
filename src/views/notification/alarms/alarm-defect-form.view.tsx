import { Button, Callout, Flex, RadioGroup, Spinner, Text, TextArea } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmDefect } from '../../../api/contract/alarms.contract';
import { LOGBOOK_LIMITS } from '../../../api/contract/logbook-limits';
import type { AlarmDefectMode } from '../../../machines/alarms/alarm-defect.types';

export interface AlarmDefectFormProps {
  readonly mode: AlarmDefectMode;
  /** The alarm's type text and locomotive, for the title. */
  readonly type: string;
  readonly vehicle: string;
  /** Create: the description (starts as the alarm's facts). */
  readonly description: string;
  /** Link: the vehicle's open defects (null while they load), and the one picked. */
  readonly choices: readonly AlarmDefect[] | null;
  readonly entryId: string | null;
  readonly canSubmit: boolean;
  readonly submitting: boolean;
  /** The open defects could not be loaded. */
  readonly loadFailed: boolean;
  /** The last refusal of the submit; null: none. */
  readonly failure: 'conflict' | 'forbidden' | 'failed' | null;
  /** A choice's reference time as shown (the organisation's zone). */
  readonly date: (iso: string) => string;
  readonly onDescription: (description: string) => void;
  readonly onPick: (entryId: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly onCancel: () => void;
}

/** Making a logbook defect from an alarm, or linking the alarm to an open one (issue 30 §1). */
export function AlarmDefectForm(props: AlarmDefectFormProps) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const create = props.mode === 'create';
  return (
    <form
      className="alarm-action-form"
      data-testid="alarm-defect-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (props.canSubmit && !props.submitting) props.onSubmit();
      }}
    >
      <Flex direction="column" gap="2">
        <Text as="div" weight="bold" size="2">
          {t(create ? 'alarms.defectForm.createTitle' : 'alarms.defectForm.linkTitle', {
            type: props.type,
            vehicle: props.vehicle,
          })}
        </Text>
        {create ? (
          <>
            <Text as="label" size="2" htmlFor={id}>
              {t('alarms.defectForm.description')}
            </Text>
            <TextArea
              id={id}
              value={props.description}
              maxLength={LOGBOOK_LIMITS.longText}
              required
              disabled={props.submitting}
              onChange={(event) => props.onDescription(event.target.value)}
              data-testid="alarm-defect-description"
            />
            {!props.canSubmit && (
              <Text size="1" color="gray">
                {t('alarms.defectForm.descriptionRequired')}
              </Text>
            )}
          </>
        ) : (
          <DefectChoices {...props} labelId={id} />
        )}
        {props.failure && (
          <Callout.Root color="red" variant="surface" size="1" role="alert">
            <Callout.Text>{t(`alarms.defectForm.${props.failure}`)}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="2">
          {!props.loadFailed && (
            <Button
              type="submit"
              size="1"
              disabled={!props.canSubmit || props.submitting}
              data-testid="alarm-defect-submit"
            >
              {props.submitting
                ? t('alarms.defectForm.submitting')
                : t(create ? 'alarms.defectForm.submitCreate' : 'alarms.defectForm.submitLink')}
            </Button>
          )}
          <Button type="button" size="1" variant="soft" color="gray" onClick={props.onCancel}>
            {t('alarms.defectForm.cancel')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function DefectChoices(props: AlarmDefectFormProps & { readonly labelId: string }) {
  const { t } = useTranslation('notifications');
  if (props.loadFailed) {
    return (
      <Callout.Root color="red" variant="surface" size="1" role="alert">
        <Callout.Text>
          {t('alarms.defectForm.loadFailed')}{' '}
          <Button type="button" size="1" variant="soft" color="red" onClick={props.onRetry}>
            {t('alarms.defectForm.retry')}
          </Button>
        </Callout.Text>
      </Callout.Root>
    );
  }
  if (props.choices === null) {
    return <Spinner size="2" role="status" aria-label={t('alarms.defectForm.loading')} />;
  }
  if (props.choices.length === 0) {
    return (
      <Text size="2" color="gray" data-testid="alarm-defect-none">
        {t('alarms.defectForm.none')}
      </Text>
    );
  }
  return (
    <>
      <Text as="div" size="2" id={props.labelId}>
        {t('alarms.defectForm.choose')}
      </Text>
      <RadioGroup.Root
        size="1"
        value={props.entryId ?? ''}
        onValueChange={props.onPick}
        disabled={props.submitting}
        aria-labelledby={props.labelId}
        data-testid="alarm-defect-choices"
      >
        {props.choices.map((choice) => (
          <RadioGroup.Item key={choice.entryId} value={choice.entryId}>
            {t('alarms.defectForm.choice', {
              date: props.date(choice.referenceTimestamp),
              description: choice.description,
            })}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </>
  );
}
