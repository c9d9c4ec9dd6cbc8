import { Button, Callout, Flex, Heading, Link, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RailationPlaceSummary } from '../../api/contract';
import { railationListId } from '../../api/contract/railation-limits';
import './railation.css';

export interface PlaceListViewProps {
  /** No category is ticked: the places of every category matching the search. */
  readonly allCategories: boolean;
  readonly places: readonly RailationPlaceSummary[];
  readonly total: number;
  readonly loading: boolean;
  readonly loadingMore: boolean;
  readonly failed: boolean;
  /** The place whose detail shows, highlighted in the list. */
  readonly selectedId: string | null;
  /** The content site's page to suggest a place (opens in a new tab); '' leaves the link out. */
  readonly addPlaceUrl: string;
  readonly onLoadMore: () => void;
  readonly onOpen: (placeId: string) => void;
  readonly onRetry: () => void;
}

/**
 * The second drawer: the places of the ticked categories, or of every category while the search
 * alone asks (the search box is `PlaceSearchView`), with infinite scroll (the end of the list coming
 * into view asks for the next 100).
 */
export function PlaceListView(props: PlaceListViewProps) {
  const { t } = useTranslation('railation');
  const end = useRef<HTMLLIElement | null>(null);
  const { onLoadMore } = props;
  const more = props.places.length < props.total && !props.loading && !props.failed;
  useEffect(() => {
    const sentinel = end.current;
    if (!more || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onLoadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, onLoadMore, props.places.length]);
  return (
    <section
      className="railation-drawer railation-places"
      aria-labelledby="railation-places-title"
      data-testid="railation-places"
    >
      <Heading as="h2" size="3" id="railation-places-title">
        {props.allCategories ? t('list.titleAll') : t('list.title')}
      </Heading>
      <Text as="p" size="1" color="gray" mt="1" aria-live="polite" data-testid="railation-places-count">
        {props.loading ? '' : t('list.count', { count: props.total })}
      </Text>
      {props.addPlaceUrl !== '' && (
        <Link
          href={props.addPlaceUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="2"
          className="railation-add-place"
        >
          {t('list.addPlace')}
        </Link>
      )}
      {props.failed && (
        <Callout.Root color="red" size="1" mt="2" role="alert">
          <Callout.Text>{t('list.failed')}</Callout.Text>
          <Button size="1" variant="soft" color="red" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        </Callout.Root>
      )}
      {props.loading ? (
        <Flex justify="center" p="4">
          <Spinner size="3" />
        </Flex>
      ) : props.places.length === 0 && !props.failed ? (
        <Text as="p" size="2" mt="3">
          {t('list.empty')}
        </Text>
      ) : (
        <ul className="railation-place-list" data-testid="railation-place-list">
          {props.places.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="railation-place"
                aria-current={p.id === props.selectedId ? 'true' : undefined}
                onClick={() => props.onOpen(p.id)}
              >
                <span className="railation-place-id">{railationListId(p.id)}</span>
                <span className="railation-place-name">{p.name}</span>
                {(p.city ?? p.country) && (
                  <span className="railation-place-where">
                    {[p.city, p.country].filter(Boolean).join(', ')}
                  </span>
                )}
              </button>
            </li>
          ))}
          {more && (
            <li ref={end} className="railation-place-more" aria-live="polite">
              {props.loadingMore ? t('list.loadingMore') : ''}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
