import { Flex, IconButton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export interface NotificationPaginationProps {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** The list's own name and test ids, where a page shows two lists (the alarms above the events). */
  readonly label?: string;
  readonly testIdPrefix?: string;
}

/** "1–50 of 230", previous, "Page 1 of 5", next (pages of 50, spec 001 §9). */
export function NotificationPagination({
  page,
  pageSize,
  total,
  onPage,
  label,
  testIdPrefix = 'notification',
}: NotificationPaginationProps) {
  const { t } = useTranslation('notifications');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label ?? t('pagination.label')} className="notification-pagination">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Text size="2" color="gray" data-testid={`${testIdPrefix}-range`}>
          {t('pagination.range', { from, to, total })}
        </Text>
        <Flex align="center" gap="2">
          <IconButton
            variant="soft"
            size="1"
            aria-label={t('pagination.previous')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            data-testid={`${testIdPrefix}-previous`}
          >
            ‹
          </IconButton>
          <Text size="2" data-testid={`${testIdPrefix}-page`}>
            {t('pagination.page', { page, pages })}
          </Text>
          <IconButton
            variant="soft"
            size="1"
            aria-label={t('pagination.next')}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            data-testid={`${testIdPrefix}-next`}
          >
            ›
          </IconButton>
        </Flex>
      </Flex>
    </nav>
  );
}
