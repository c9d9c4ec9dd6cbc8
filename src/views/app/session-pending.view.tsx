import { Button, Callout, Flex, Heading, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../shared/icons';

export interface SessionPendingViewProps {
  /** The failed profile load, or null while it is still loading. */
  readonly error: { readonly status: number | null } | null;
  readonly onRetry: () => void;
  readonly onLogout: () => void;
}

/** Logged in, but account and rights are not loaded yet: a spinner, or the failure with a retry. */
export function SessionPendingView({ error, onRetry, onLogout }: SessionPendingViewProps) {
  const { t } = useTranslation('common');
  if (!error) return <FullPageLoading />;
  return (
    <Flex align="center" justify="center" minHeight="60vh" p="5">
      <Flex direction="column" gap="4" maxWidth="420px">
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
          <Callout.Text>
            {error.status === null
              ? t('session.profileError')
              : t('session.profileErrorStatus', { status: error.status })}
          </Callout.Text>
        </Callout.Root>
        <Flex gap="3" justify="end">
          <Button variant="soft" color="gray" onClick={onLogout}>
            {t('session.logout')}
          </Button>
          <Button onClick={onRetry}>{t('session.retry')}</Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

/** A centred spinner with a readable label. */
export function FullPageLoading() {
  const { t } = useTranslation('common');
  return (
    <Flex align="center" justify="center" gap="3" minHeight="60vh" role="status">
      <Spinner size="3" />
      {/* The page's heading while it loads (a page without one is harder to orient in); marked, so that
          the focus of a change of page waits for the loaded page's own heading (use-route-focus.ts). */}
      <Heading as="h1" size="3" weight="regular" color="gray" data-page-loading="">
        {t('app.loading')}
      </Heading>
    </Flex>
  );
}
