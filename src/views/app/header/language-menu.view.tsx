import { Button, DropdownMenu } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/accounts.contract';
import { LANGUAGES } from '../../../i18n/i18n';
import { GlobeIcon } from '../../shared/icons';

export interface LanguageMenuProps {
  readonly language: Language;
  readonly onLanguageChange: (language: Language) => void;
}

/** Radio items of the interface languages, shared by the header switcher and the user menu. */
export function LanguageRadioItems({ language, onLanguageChange }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu.RadioGroup
      value={language}
      onValueChange={(value) => onLanguageChange(value === 'en-GB' ? 'en-GB' : 'de-DE')}
    >
      {LANGUAGES.map((l) => (
        <DropdownMenu.RadioItem key={l} value={l} lang={l}>
          {t(`languages.${l}`)}
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}

/** The header's language switcher. */
export function LanguageMenu(props: LanguageMenuProps) {
  const { t } = useTranslation('common');
  const code = props.language.slice(0, 2).toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button
          variant="ghost"
          color="gray"
          size="2"
          className="header-language"
          // The name holds the code the button shows, so "click DE" (voice control) finds it too.
          aria-label={t('header.languageButton', { language: t(`languages.${props.language}`), code })}
        >
          <GlobeIcon />
          {code}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{t('header.language')}</DropdownMenu.Label>
        <LanguageRadioItems {...props} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
