import { Button, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGBOOK_LIMITS, type OpenState } from '../../../api/contract';
import type { CommentIssues } from '../../../machines/logbook/comments/comment-form.rules';
import { LabelledCheck } from '../../shared/labelled-check.view';
import { SignatureModal } from '../signature/signature-modal.view';
import { HIGH_CONTRAST } from '../../shared/high-contrast';
import { IssueText } from './issue-text.view';

export interface CommentFormProps {
  readonly entryHasDefects: boolean;
  readonly remarks: string;
  readonly newEntryState: OpenState | null;
  readonly resolveAllPriorDefects: boolean;
  /** The issues to show (empty until the user tried to sign). */
  readonly issues: CommentIssues;
  readonly signing: boolean;
  readonly sending: boolean;
  readonly onRemarksChange: (remarks: string) => void;
  readonly onEntryStateChange: (state: OpenState) => void;
  readonly onResolveAllChange: (checked: boolean) => void;
  readonly onSign: () => void;
  readonly onCancelSignature: () => void;
  readonly onSaveSignature: (pngBase64: string) => void;
}

const STATES: readonly OpenState[] = ['open', 'resolved'];

/**
 * The add-comment form (spec 001 §4, §5 Comment): remarks (at most 4000, with a counter); on an entry
 * with defects the new entry state (open or resolved) and, with resolved, resolve-all-prior-defects.
 * "Sign and send" opens the signature modal; the comment is sent when the signature is saved.
 */
export function CommentForm(props: CommentFormProps) {
  const { t } = useTranslation('logbookComments');
  const id = useId();
  const remarksIssue = props.issues.remarks;
  const stateIssue = props.issues.newEntryState;
  const invalid = remarksIssue !== undefined || stateIssue !== undefined;
  return (
    <>
      <form
        className="entry-comment-form"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSign();
        }}
      >
        <Text as="p" size="3" weight="bold" id={`${id}-title`} mb="3">
          {t('form.title')}
        </Text>
        <fieldset disabled={props.sending} className="entry-comment-fieldset">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-remarks`}>
              {t('form.remarks')}
              {props.entryHasDefects && <span aria-hidden="true"> *</span>}
            </Text>
            <TextArea
              id={`${id}-remarks`}
              value={props.remarks}
              maxLength={LOGBOOK_LIMITS.longText}
              rows={4}
              resize="vertical"
              placeholder={t('form.remarksPlaceholder')}
              aria-required={props.entryHasDefects}
              aria-invalid={remarksIssue !== undefined}
              aria-describedby={`${id}-counter${remarksIssue ? ` ${id}-remarks-issue` : ''}`}
              onChange={(event) => props.onRemarksChange(event.currentTarget.value)}
            />
            <Flex justify="between" gap="3">
              <IssueText id={`${id}-remarks-issue`} field="remarks" rule={remarksIssue} />
              <Text size="1" color="gray" id={`${id}-counter`} className="entry-comment-counter">
                {t('form.counter', { count: props.remarks.length, max: LOGBOOK_LIMITS.longText })}
              </Text>
            </Flex>
          </Flex>
          {props.entryHasDefects && (
            <Flex direction="column" gap="2" mt="3">
              <Text as="p" size="2" weight="medium" id={`${id}-state`}>
                {t('form.entryState')}
                <span aria-hidden="true"> *</span>
              </Text>
              <RadioGroup.Root
                value={props.newEntryState ?? ''}
                onValueChange={(value) => props.onEntryStateChange(value as OpenState)}
                aria-labelledby={`${id}-state`}
                aria-required
                aria-invalid={stateIssue !== undefined}
                aria-describedby={stateIssue ? `${id}-state-issue` : undefined}
                disabled={props.sending}
              >
                <Flex gap="4">
                  {STATES.map((state) => (
                    <RadioGroup.Item key={state} value={state}>
                      {t(`entryState.${state}`)}
                    </RadioGroup.Item>
                  ))}
                </Flex>
              </RadioGroup.Root>
              <IssueText id={`${id}-state-issue`} field="newEntryState" rule={stateIssue} />
              {props.newEntryState === 'resolved' && (
                <LabelledCheck
                  label={t('form.resolveAll')}
                  checked={props.resolveAllPriorDefects}
                  onCheckedChange={props.onResolveAllChange}
                  disabled={props.sending}
                />
              )}
            </Flex>
          )}
          <Flex mt="4" gap="3" align="center" justify="end" wrap="wrap">
            {invalid && (
              <Text size="2" color="red" role="alert" mr="auto">
                {t('form.invalid')}
              </Text>
            )}
            <Button type="submit" loading={props.sending} className={HIGH_CONTRAST}>
              {props.sending ? t('form.sending') : t('form.signAndSend')}
            </Button>
          </Flex>
        </fieldset>
      </form>
      <SignatureModal
        open={props.signing}
        title={t('form.signatureTitle')}
        onSave={props.onSaveSignature}
        onCancel={props.onCancelSignature}
      >
        <Text as="p" size="2" color="gray" mt="2">
          {t('form.signatureHint')}
        </Text>
      </SignatureModal>
    </>
  );
}
