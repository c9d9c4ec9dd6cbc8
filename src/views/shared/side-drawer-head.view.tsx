import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { CrossIcon } from './icons';

export interface SideDrawerHeadProps {
  /** The drawer's own class (its stylesheet pads and borders the head). */
  readonly className: string;
  /** The dialog's title. */
  readonly title: ReactNode;
  /** The close button's label (it shows only the cross). */
  readonly closeLabel: string;
  readonly onClose: () => void;
}

/** A side drawer's head (side-drawer.css): the dialog's title and the close button. */
export function SideDrawerHead(props: SideDrawerHeadProps) {
  return (
    <Flex className={props.className} align="center" justify="between" gap="3">
      <Dialog.Title mb="0" size="5">
        {props.title}
      </Dialog.Title>
      <IconButton
        type="button"
        variant="ghost"
        color="gray"
        aria-label={props.closeLabel}
        onClick={props.onClose}
      >
        <CrossIcon size={18} />
      </IconButton>
    </Flex>
  );
}
