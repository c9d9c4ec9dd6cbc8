import { Button, Callout, Flex, Text, TextArea } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_LIMITS } from '../../../api/contract/alarms-limits';
import type { AlarmActionKind } from '../../../machines/alarms/alarm-action.types';

export interface AlarmActionFormProps {
  readonly kind: AlarmActionKind;
  /** The alarm's type text and locomotive, for the title. */
  readonly type: string;
  readonly vehicle: string;
  readonly remark: string;
  /** The remark may be sent (clearing by hand needs one). */
  readonly canSubmit: boolean;
  readonly submitting: boolean;
  /** The last refusal: someone changed the alarm first (409), or another failure; null: none. */
  readonly failure: 'conflict' | 'failed' | null;
  readonly onRemark: (remark: string) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/** Acknowledging (remark optional) or clearing by hand (remark required) one alarm (issue 30 §1). */
export function AlarmActionForm(props: AlarmActionFormProps) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const acknowledge = props.kind === 'acknowledge';
  return (
    <form
      className="alarm-action-form"
      data-testid="alarm-action-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (props.canSubmit && !props.submitting) props.onSubmit();
      }}
    >
      <Flex direction="column" gap="2">
        <Text as="div" weight="bold" size="2">
          {t(acknowledge ? 'alarms.form.acknowledgeTitle' : 'alarms.form.clearTitle', {
            type: props.type,
            vehicle: props.vehicle,
          })}
        </Text>
        <Text as="label" size="2" htmlFor={id}>
          {t(acknowledge ? 'alarms.form.remarkOptional' : 'alarms.form.remark')}
        </Text>
        <TextArea
          id={id}
          value={props.remark}
          maxLength={ALARM_LIMITS.maxRemark}
          required={!acknowledge}
          disabled={props.submitting}
          onChange={(event) => props.onRemark(event.target.value)}
          data-testid="alarm-remark"
        />
        {!acknowledge && !props.canSubmit && (
          <Text size="1" color="gray" data-testid="alarm-remark-required">
            {t('alarms.form.remarkRequired')}
          </Text>
        )}
        {props.failure && (
          <Callout.Root color="red" variant="surface" size="1" role="alert">
            <Callout.Text>
              {t(props.failure === 'conflict' ? 'alarms.form.conflict' : 'alarms.form.failed')}
            </Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="2">
          <Button
            type="submit"
            size="1"
            disabled={!props.canSubmit || props.submitting}
            data-testid="alarm-submit"
          >
            {props.submitting
              ? t('alarms.form.submitting')
              : t(acknowledge ? 'alarms.form.submitAcknowledge' : 'alarms.form.submitClear')}
          </Button>
          <Button
            type="button"
            size="1"
            variant="soft"
            color="gray"
            onClick={props.onCancel}
            data-testid="alarm-cancel"
          >
            {t('alarms.form.cancel')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
