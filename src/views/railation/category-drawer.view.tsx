import { Button, Callout, Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { RailationCategories } from '../../api/contract';
import { RAILATION_CATEGORIES } from '../../api/contract/railation-limits';
import { RailationCategoryIcon } from '../map/railation-category-icon.view';
import { LabelledCheck } from '../shared/labelled-check.view';
import './railation.css';

export interface CategoryDrawerViewProps {
  /** The counts per category; empty while they load. */
  readonly counts: RailationCategories['items'];
  readonly ticked: readonly number[];
  readonly failed: boolean;
  readonly onToggle: (categoryId: number) => void;
  readonly onReset: () => void;
  readonly onRetry: () => void;
}

/** The left drawer of the railation view: the twelve categories with checkboxes and their counts. */
export function CategoryDrawerView(props: CategoryDrawerViewProps) {
  const { t } = useTranslation('railation');
  const countOf = (id: number) => props.counts.find((c) => c.id === id)?.count;
  return (
    <section
      className="railation-drawer railation-categories"
      aria-labelledby="railation-categories-title"
      data-testid="railation-categories"
    >
      <Flex justify="between" align="center" gap="2" mb="3" wrap="wrap">
        <Heading as="h2" size="3" id="railation-categories-title">
          {t('categories.title')}
        </Heading>
        <Button
          size="1"
          variant="soft"
          color="gray"
          disabled={props.ticked.length === 0}
          onClick={props.onReset}
        >
          {t('categories.reset')}
        </Button>
      </Flex>
      {props.failed && (
        <Callout.Root color="red" size="1" mb="3" role="alert">
          <Callout.Text>{t('categories.failed')}</Callout.Text>
          <Button size="1" variant="surface" color="red" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        </Callout.Root>
      )}
      <ul className="railation-category-list">
        {RAILATION_CATEGORIES.map((c) => {
          const count = countOf(c.id);
          return (
            <li key={c.id}>
              <LabelledCheck
                className="railation-category"
                label={
                  <>
                    <RailationCategoryIcon categoryId={c.id} />
                    <span className="railation-category-name">{t(`categories.names.${c.key}`)}</span>
                    {count !== undefined && <span className="railation-category-count">{count}</span>}
                  </>
                }
                checked={props.ticked.includes(c.id)}
                onCheckedChange={() => props.onToggle(c.id)}
                data-testid={`railation-category-${c.key}`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
