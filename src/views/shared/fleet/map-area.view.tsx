import { Flex, Text } from '@radix-ui/themes';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackingMapIcon } from '../icons';

function MapNotice({ text }: { readonly text: string }) {
  return (
    <Flex align="center" justify="center" direction="column" gap="2" height="100%" p="5">
      <TrackingMapIcon size={32} />
      <Text size="2" color="gray" align="center">
        {text}
      </Text>
    </Flex>
  );
}

/**
 * Keeps a failing map (no WebGL2 in the browser, a broken tile source) from taking the page with it:
 * the tables beside it stay usable and the area says that the map cannot be shown.
 */
class MapBoundary extends Component<
  { readonly fallback: ReactNode; readonly children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[map] the map could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The area where a page shows the fleet map. The screen passes the map component as children; without
 * one (stories of the page alone) it says that the map is drawn here.
 */
export function MapArea({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation('fleet');
  return (
    <section className="fleet-map-area" aria-label={t('map.label')} data-testid="fleet-map-area">
      {children ? (
        <MapBoundary fallback={<MapNotice text={t('map.unavailable')} />}>{children}</MapBoundary>
      ) : (
        <MapNotice text={t('map.placeholder')} />
      )}
    </section>
  );
}
