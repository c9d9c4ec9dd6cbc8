import { Button, Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../shared/icons';

export interface RouteLoadFailedViewProps {
  readonly onRetry: () => void;
}

/**
 * A page whose code could not be loaded (the link lost on a first visit, before the service worker had
 * cached it): says so with a retry, in place of the page, while the header, navigation and the offline
 * banner stay. It is also tried again by itself once the browser is online.
 */
export function RouteLoadFailedView({ onRetry }: RouteLoadFailedViewProps) {
  const { t } = useTranslation('common');
  return (
    <Flex align="center" justify="center" minHeight="40vh" p="5">
      <Flex direction="column" gap="4" maxWidth="460px">
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
          <Callout.Text>{t('routeLoad.failed')}</Callout.Text>
        </Callout.Root>
        <Flex justify="end">
          <Button onClick={onRetry}>{t('routeLoad.retry')}</Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
