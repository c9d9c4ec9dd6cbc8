import { SegmentedControl } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../api/contract/accounts.contract';

export interface LanguageSwitchProps {
  readonly language: Language;
  readonly onChange: (language: Language) => void;
  /** Accessible name of the group (already translated). */
  readonly label: string;
}

/** German/English switch for the pages shown before login. */
export function LanguageSwitch({ language, onChange, label }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  return (
    <SegmentedControl.Root
      size="1"
      value={language}
      aria-label={label}
      onValueChange={(value) => onChange(value === 'en-GB' ? 'en-GB' : 'de-DE')}
    >
      <SegmentedControl.Item value="de-DE" lang="de-DE">
        {t('languages.de-DE')}
      </SegmentedControl.Item>
      <SegmentedControl.Item value="en-GB" lang="en-GB">
        {t('languages.en-GB')}
      </SegmentedControl.Item>
    </SegmentedControl.Root>
  );
}
