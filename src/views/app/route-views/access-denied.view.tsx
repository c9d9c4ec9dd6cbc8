import { Callout } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../shared/icons';
import type { RouteId } from '../app.routes';
import { RoutePage } from './route-page.view';

export interface AccessDeniedViewProps {
  readonly route: RouteId;
  /** False when the user has no access rights at all: then nothing is shown (spec 000 §6). */
  readonly showMessage: boolean;
}

/** A logbook route without read on logbook_entries. */
export function AccessDeniedView({ route, showMessage }: AccessDeniedViewProps) {
  const { t } = useTranslation('common');
  if (!showMessage) return <div data-testid="access-denied-empty" />;
  return (
    <RoutePage route={route}>
      <Callout.Root color="red" variant="surface" role="alert" data-testid="access-denied">
        <Callout.Icon>
          <LockIcon />
        </Callout.Icon>
        <Callout.Text>{t('labels.logbookPermissionDenied')}</Callout.Text>
      </Callout.Root>
    </RoutePage>
  );
}
