import { Callout } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { issueMessage } from '../../../machines/logbook/entry/entry-form.rules';
import type { FormIssue } from '../../../machines/logbook/entry/entry-form.types';
import { formatNumber } from '../../../i18n/format';
import type { Language } from '../../../api/contract/accounts.contract';

/** The problems of the form under the header, each "section > field message" (spec 001 §5). */
export function EntryIssues({ issues }: { readonly issues: readonly FormIssue[] }) {
  const { t, i18n } = useTranslation('logbookEntry');
  if (issues.length === 0) return null;
  return (
    <Callout.Root color="red" size="1" role="alert" data-testid="entry-issues">
      <Callout.Text weight="medium">{t('drawer.issuesTitle')}</Callout.Text>
      <ul className="entry-issues">
        {issues.map((issue) => {
          const message = issueMessage(issue.rule);
          const max =
            message.max === undefined ? '' : formatNumber(message.max, i18n.language as Language, 0);
          return (
            <li key={`${issue.section}.${issue.field}`}>
              {t('validation.issue', {
                section: t(`sections.${issue.section}`),
                field: t(`fields.${issue.section}.${issue.field}` as 'fields.header.remarks', {
                  defaultValue: issue.field,
                }),
                message: t(message.key, { max }),
              })}
            </li>
          );
        })}
      </ul>
    </Callout.Root>
  );
}
