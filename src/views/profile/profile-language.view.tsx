import { Button, Card, Flex, Heading, RadioGroup, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../api/contract/accounts.contract';
import { LANGUAGES } from '../../i18n/i18n';

export interface ProfileLanguageViewProps {
  readonly language: Language;
  /** Not a demo user, and the choice differs from the account's language. */
  readonly canSave: boolean;
  readonly locked: boolean;
  readonly saving: boolean;
  readonly onChoose: (language: Language) => void;
  readonly onSave: () => void;
}

/** The language radio (en/de) with its own save, disabled while the choice is unchanged. */
export function ProfileLanguageView(props: ProfileLanguageViewProps) {
  const { t } = useTranslation('profile');
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4" id="profile-language-title">
          {t('language.title')}
        </Heading>
        <Text as="p" size="2" color="gray" id="profile-language-legend">
          {t('language.legend')}
        </Text>
        <RadioGroup.Root
          value={props.language}
          disabled={props.locked}
          aria-labelledby="profile-language-legend"
          onValueChange={(value) => {
            const chosen = LANGUAGES.find((l) => l === value);
            if (chosen) props.onChoose(chosen);
          }}
        >
          {LANGUAGES.map((language) => (
            <RadioGroup.Item key={language} value={language} lang={language.slice(0, 2)}>
              {t(`language.${language}`)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <Flex justify="end">
          <Button
            type="button"
            size="3"
            disabled={!props.canSave || props.saving}
            loading={props.saving}
            onClick={props.onSave}
          >
            {t('language.save')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
