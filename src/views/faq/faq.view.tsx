import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FaqList } from '../../api/contract';
import './faq.css';

export interface FaqViewProps {
  /** The questions in the page language; null before the first answer. */
  readonly faq: FaqList | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/**
 * The FAQ (spec 000 §7 GET /faq: title and content), reached from the user menu: each question opens
 * its answer. Answers are plain text; blank lines separate paragraphs.
 */
export function FaqView({ faq, loading, failed, onRetry }: FaqViewProps) {
  const { t } = useTranslation('help');
  return (
    <div className="faq-page" data-testid="faq-page">
      <Heading as="h1" size="6">
        {t('faq.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        {t('faq.intro')}
      </Text>
      {failed && (
        <Callout.Root color="red" size="1" role="alert" mb="3">
          <Callout.Text>{t('faq.failed')}</Callout.Text>
          <Button size="1" variant="soft" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Callout.Root>
      )}
      {loading && faq === null && (
        <Flex justify="center" p="5">
          <Spinner size="3" role="status" aria-label={t('faq.loading')} />
        </Flex>
      )}
      {faq !== null && faq.items.length === 0 && <Text size="2">{t('faq.empty')}</Text>}
      {faq !== null && (
        <div className="faq-list">
          {faq.items.map((item, i) => (
            <details key={i} className="faq-item" data-testid="faq-item">
              <summary>{item.title}</summary>
              {item.content.split(/\n\s*\n/).map((paragraph, j) => (
                <p key={j}>{paragraph}</p>
              ))}
            </details>
          ))}
        </div>
      )}
    </div>
  );
}
