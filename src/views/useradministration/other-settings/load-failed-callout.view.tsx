import { Button, Callout } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../shared/icons';

/** The settings or the deployment status could not be read: the reason and a retry. */
export function LoadFailedCallout({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('administration');
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <AlertIcon />
      </Callout.Icon>
      <Callout.Text>{t('otherSettings.loadFailed')}</Callout.Text>
      <Button type="button" size="1" variant="soft" onClick={onRetry}>
        {t('otherSettings.retry')}
      </Button>
    </Callout.Root>
  );
}
