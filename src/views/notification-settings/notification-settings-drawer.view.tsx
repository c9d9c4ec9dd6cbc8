import { Box, Dialog, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawerHead } from '../shared/side-drawer-head.view';
import { SettingsStatus, type SettingsStatusProps } from './notification-settings.view';
import { SettingsPanelView, type SettingsPanelViewProps } from './settings-panel.view';
import '../shared/side-drawer.css';
import './notification-settings.css';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface NotificationSettingsDrawerViewProps extends SettingsPanelViewProps, SettingsStatusProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The apply-to-many drawer (stacked over this one). */
  readonly manyDrawer?: ReactNode;
}

/** The settings form as a side drawer (spec 001 §2: the page's form, opened from the notifications page). */
export function NotificationSettingsDrawerView(props: NotificationSettingsDrawerViewProps) {
  const { t } = useTranslation('notificationSettings');
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        className="side-drawer"
        aria-describedby={undefined}
        data-testid="notification-settings-drawer"
      >
        <SideDrawerHead
          className="settings-drawer-head"
          title={
            <>
              {t('title')}
              {props.vehicleName !== null && (
                <Text color="gray" weight="regular">
                  {' ·\u00a0'}
                  {props.vehicleName}
                </Text>
              )}
            </>
          }
          closeLabel={t('drawer.close')}
          onClose={props.onClose}
        />
        <Box className="settings-drawer-body">
          <Flex direction="column" gap="3">
            <SettingsStatus {...props} />
            <SettingsPanelView {...props} />
          </Flex>
        </Box>
        {props.manyDrawer}
      </Dialog.Content>
    </Dialog.Root>
  );
}
