import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CommentField } from '../../../machines/logbook/comments/comment-form.rules';

/** The message of a rule code from the comment rules (`required`, `maxLength:4000`). */
export function IssueText({
  id,
  field,
  rule,
}: {
  readonly id: string;
  readonly field: CommentField;
  readonly rule: string | undefined;
}) {
  const { t } = useTranslation('logbookComments');
  if (rule === undefined) return <span />;
  const [code, value] = rule.split(':');
  const message =
    code === 'required'
      ? t(field === 'remarks' ? 'validation.remarksRequired' : 'validation.newEntryStateRequired')
      : code === 'maxLength'
        ? t('validation.maxLength', { max: Number(value) })
        : t('validation.invalid');
  return (
    <Text size="1" color="red" id={id} data-testid={`issue-${field}`}>
      {message}
    </Text>
  );
}
