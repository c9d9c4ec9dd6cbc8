import { Button, Flex, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { paginationItems } from './logbook-format';

export interface LogbookPaginationProps {
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

/** Previous, the pages (range 5, margin 2, ellipses) and next (spec 001 §2, §9). Nothing for one page. */
export function LogbookPagination({ page, totalPages, onPage }: LogbookPaginationProps) {
  const { t } = useTranslation('logbook');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="logbook-pagination">
      <Flex gap="1" align="center" wrap="wrap">
        <IconButton
          variant="soft"
          size="1"
          aria-label={t('pagination.previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          ‹
        </IconButton>
        {paginationItems(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <span
              key={`gap-${index}`}
              className="logbook-ellipsis"
              role="img"
              aria-label={t('pagination.more')}
            >
              …
            </span>
          ) : (
            <Button
              key={item}
              size="1"
              variant={item === page ? 'solid' : 'soft'}
              className={item === page ? 'logbook-strong' : undefined}
              aria-label={t('pagination.page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onPage(item)}
            >
              {item}
            </Button>
          ),
        )}
        <IconButton
          variant="soft"
          size="1"
          aria-label={t('pagination.next')}
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          ›
        </IconButton>
      </Flex>
    </nav>
  );
}
