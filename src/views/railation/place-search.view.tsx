import { Heading, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { isSendableRailationSearch } from '../../api/contract/railation-limits';
import './railation.css';

export interface PlaceSearchViewProps {
  /** The search box as typed. */
  readonly searchText: string;
  /** How many categories are ticked: none searches every category. */
  readonly tickedCount: number;
  readonly onSearch: (text: string) => void;
}

/**
 * The place search at the top of the railation view (issue 28 §2): shown from the start, over every
 * category until one is ticked, over the ticked ones after that. Its line under the box says where it
 * searches, or that a term needs 3 characters (spec 000 §5).
 */
export function PlaceSearchView({ searchText, tickedCount, onSearch }: PlaceSearchViewProps) {
  const { t } = useTranslation('railation');
  const tooShort = !isSendableRailationSearch(searchText);
  return (
    <section className="railation-drawer railation-search" data-testid="railation-place-search">
      <Heading as="h2" size="3" mb="2">
        <label htmlFor="railation-search-input">{t('search.label')}</label>
      </Heading>
      <TextField.Root
        id="railation-search-input"
        type="search"
        placeholder={t('search.placeholder')}
        value={searchText}
        onChange={(e) => onSearch(e.target.value)}
        autoComplete="off"
        data-testid="railation-search"
      />
      <Text as="p" size="1" color="gray" mt="1" aria-live="polite" data-testid="railation-search-scope">
        {tooShort
          ? t('search.tooShort')
          : tickedCount === 0
            ? t('search.inAll')
            : t('search.inTicked', { count: tickedCount })}
      </Text>
    </section>
  );
}
