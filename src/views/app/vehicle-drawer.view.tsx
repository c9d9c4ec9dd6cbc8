import { Button, Dialog } from '@radix-ui/themes';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TrainIcon } from '../shared/icons';
import './vehicle-drawer.css';
import '../shared/visually-hidden.css';

/** The narrow-screen drawer's state, as the shell hands it to its view. */
export interface VehicleDrawerState {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The selected vehicle's name; null when none is selected. */
  readonly selectedName: string | null;
  /** How many vehicles are selected (several in multi-select views). */
  readonly selectedCount: number;
}

export interface VehicleDrawerButtonProps {
  readonly drawer: VehicleDrawerState;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The header button that opens the drawer. It shows the selected vehicle (the one the logbook uses),
 * so the choice stays visible while the drawer is closed; its name starts with "Vehicle list".
 */
export function VehicleDrawerButton({ drawer, buttonRef }: VehicleDrawerButtonProps) {
  const { t } = useTranslation('fleet');
  const shown =
    drawer.selectedCount > 1
      ? t('panel.drawer.manySelected', { count: drawer.selectedCount })
      : (drawer.selectedName ?? t('panel.drawer.noneSelected'));
  return (
    <Button
      ref={buttonRef}
      type="button"
      variant="soft"
      className="vehicle-drawer-button"
      aria-haspopup="dialog"
      aria-expanded={drawer.open}
      data-testid="vehicle-drawer-button"
      onClick={() => drawer.onOpenChange(true)}
    >
      <TrainIcon size={16} />
      <span className="visually-hidden">{t('panel.drawer.button')}: </span>
      <span className="vehicle-drawer-button-text">{shown}</span>
    </Button>
  );
}

export interface VehicleDrawerProps extends VehicleDrawerButtonProps {
  /** The vehicle panel. */
  readonly children: ReactNode;
}

/**
 * On narrow screens the vehicle panel is a drawer over the content: a modal dialog (focus stays in
 * it; Esc, a click beside it and the panel's close button close it). Focus returns to the header
 * button on close.
 */
export function VehicleDrawer({ drawer, buttonRef, children }: VehicleDrawerProps) {
  const { t } = useTranslation('fleet');
  return (
    <Dialog.Root open={drawer.open} onOpenChange={drawer.onOpenChange}>
      <Dialog.Content
        className="vehicle-drawer"
        aria-describedby={undefined}
        aria-modal
        data-testid="vehicle-drawer"
        // Focus the drawer itself, not its first button: that one has a tooltip, which would open on
        // focus and take the first Esc; on a phone, the filter field would open the keyboard.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          buttonRef.current?.focus();
        }}
      >
        <Dialog.Title className="visually-hidden">{t('panel.title')}</Dialog.Title>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
