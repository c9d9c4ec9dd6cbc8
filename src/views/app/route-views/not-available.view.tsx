import { Callout } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../shared/icons';
import type { RouteId } from '../app.routes';
import { RoutePage } from './route-page.view';

/** A route whose feature is not built yet: its title and an honest notice. */
export function NotAvailableView({ route }: { readonly route: RouteId }) {
  const { t } = useTranslation('common');
  return (
    <RoutePage route={route}>
      <Callout.Root color="gray" variant="surface" data-testid="not-available">
        <Callout.Icon>
          <InfoIcon />
        </Callout.Icon>
        <Callout.Text>{t('labels.notAvailable')}</Callout.Text>
      </Callout.Root>
    </RoutePage>
  );
}
