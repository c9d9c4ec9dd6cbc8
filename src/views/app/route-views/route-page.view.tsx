import { Box, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteId } from '../app.routes';

/** A route's page frame: its title as the page heading, then the content. */
export function RoutePage({ route, children }: { readonly route: RouteId; readonly children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box p="5" className="route-page">
      <Heading as="h1" size="6" mb="4">
        {t(`routes.${route}`)}
      </Heading>
      {children}
    </Box>
  );
}
