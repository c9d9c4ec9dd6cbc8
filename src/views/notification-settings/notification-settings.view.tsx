import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, InfoIcon } from '../shared/icons';
import { SettingsPanelView, type SettingsPanelViewProps } from './settings-panel.view';
import './notification-settings.css';

export interface SettingsStatusProps {
  /** The selected vehicle's name; null when none is selected. */
  readonly vehicleName: string | null;
  /**
   * Where the vehicle is chosen: the vehicle panel beside the content, or (below 900 px, where the
   * panel is a drawer) the header's vehicle button. The no-vehicle notice points there.
   */
  readonly vehicleChoice: 'panel' | 'drawer';
  readonly loading: boolean;
  readonly loadFailed: boolean;
  readonly onRetry: () => void;
}

export interface NotificationSettingsViewProps extends SettingsPanelViewProps, SettingsStatusProps {
  /** The apply-to-many drawer. */
  readonly drawer?: ReactNode;
}

/** The loading spinner, the no-vehicle notice and the load failure above the form (page and drawer). */
export function SettingsStatus(props: SettingsStatusProps) {
  const { t } = useTranslation('notificationSettings');
  const { t: fleet } = useTranslation('fleet');
  return (
    <>
      {props.loading && (
        <Flex align="center" gap="2">
          <Spinner size="2" role="status" aria-label={t('loading')} />
          <Text size="2" color="gray">
            {t('loading')}
          </Text>
        </Flex>
      )}
      {props.vehicleName === null && (
        <Callout.Root color="gray" variant="surface" data-testid="settings-no-vehicle">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>
            {props.vehicleChoice === 'drawer'
              ? t('noVehicleDrawer', { button: fleet('panel.drawer.noneSelected') })
              : t('noVehicle', { list: fleet('panel.title') })}
          </Callout.Text>
        </Callout.Root>
      )}
      {props.loadFailed && (
        <Callout.Root color="red" variant="surface" role="alert">
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
          <Flex align="center" gap="3" wrap="wrap">
            <Callout.Text>{t('loadFailed')}</Callout.Text>
            <Button type="button" size="1" variant="soft" onClick={props.onRetry}>
              {t('retry')}
            </Button>
          </Flex>
        </Callout.Root>
      )}
    </>
  );
}

/**
 * The notification settings page (spec 001 §2 Notification settings): the selected vehicle (picked in
 * the vehicle list), one row per alert label, Save and apply-to-many. Pure props.
 */
export function NotificationSettingsView(props: NotificationSettingsViewProps) {
  const { t } = useTranslation('notificationSettings');
  return (
    <div className="settings-page" data-testid="notification-settings-page">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          {t('title')}
          {props.vehicleName !== null && (
            <Text color="gray" weight="regular">
              {' ·\u00a0'}
              <span data-testid="settings-vehicle-name">{props.vehicleName}</span>
            </Text>
          )}
        </Heading>
        <Text size="2" color="gray">
          {t('intro')}
        </Text>
      </Flex>
      <SettingsStatus {...props} />
      <Card size="2" className="settings-card">
        <SettingsPanelView {...props} />
      </Card>
      {props.drawer}
    </div>
  );
}
