import { Callout, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from './icons';
import type { PasskeyProblem } from './passkey-rules';

export interface PasskeyRuleListProps {
  readonly id: string;
  readonly problems: readonly PasskeyProblem[];
  /** Something was typed: an empty list then means every rule is met. */
  readonly touched: boolean;
}

/** The live list of violated password rules, one translated line each. */
export function PasskeyRuleList({ id, problems, touched }: PasskeyRuleListProps) {
  const { t } = useTranslation('auth');
  if (!touched) return <div id={id} aria-live="polite" />;
  if (problems.length === 0)
    return (
      <div id={id} aria-live="polite">
        <Callout.Root color="green" size="1">
          <Callout.Icon>
            <CheckIcon />
          </Callout.Icon>
          <Callout.Text>{t('reset.rulesMet')}</Callout.Text>
        </Callout.Root>
      </div>
    );
  return (
    <div id={id} aria-live="polite">
      <Callout.Root color="amber" size="1">
        <Callout.Icon>
          <AlertIcon />
        </Callout.Icon>
        <div>
          <Text as="p" size="2" weight="medium">
            {t('reset.rulesTitle')}
          </Text>
          <ul className="auth-rule-list" data-testid="passkey-problems">
            {problems.map((p) => (
              <li key={p.rule}>
                <Text size="2">
                  {p.rule === 'nonAscii'
                    ? t('reset.rules.nonAscii', { characters: p.characters })
                    : t(`reset.rules.${p.rule}`)}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      </Callout.Root>
    </div>
  );
}
