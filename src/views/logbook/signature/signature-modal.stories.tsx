import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, Flex, Text } from '@radix-ui/themes';
import { fn, userEvent, within } from 'storybook/test';
import { SignatureModal } from './signature-modal.view';

const meta = {
  title: 'Logbook/Signature modal',
  component: SignatureModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, title: 'Unterschrift', onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof SignatureModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draw to enable the save (pen pressure, finger or mouse). */
export const Empty: Story = {};

/** The finalise variant's two confirmations under the pad (shared by the stories below). */
const withConfirmations = {
  saveDisabled: true,
  children: (
    <Flex direction="column" gap="2" mt="3">
      <Text as="label" size="2">
        <Flex gap="2">
          <Checkbox /> Ich bestätige, dass dies meine Unterschrift ist.
        </Flex>
      </Text>
      <Text as="label" size="2">
        <Flex gap="2">
          <Checkbox /> Ich möchte diesen Eintrag endgültig abschließen.
        </Flex>
      </Text>
    </Flex>
  ),
} satisfies Story['args'];

/** The finalise variant: the two confirmations below the pad; save stays disabled until both are ticked. */
export const WithConfirmations: Story = { args: withConfirmations };

/**
 * The narrowest phone (320 × 568): the modal fits the width, the pad is scaled to it (the saved PNG
 * stays 720 × 240), the confirmations wrap, the buttons wrap and stay in view.
 */
export const NarrowPhone: Story = {
  args: withConfirmations,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/**
 * A phone held sideways (896 × 414): the pad keeps its shape, smaller, so the title and the buttons
 * stay in view; the confirmations scroll in the modal's body.
 */
export const PhoneSideways: Story = {
  args: withConfirmations,
  globals: { viewport: { value: 'mobile2', isRotated: true } },
};

/** Opens the "type name" way (the modal lies in a portal outside the story's root). */
const chooseTypedName: Story['play'] = async () => {
  await userEvent.click(await within(document.body).findByRole('radio', { name: 'Namen eingeben' }));
};

/**
 * Signing without drawing (issue 36): the finalise variant with the second way, type the full name
 * and confirm with the password; chosen by keyboard or pointer from the switch above the pad.
 */
export const ByName: Story = {
  args: { ...withConfirmations, saveDisabled: false, byName: { onSign: fn(), busy: false, error: null } },
  play: chooseTypedName,
};

/** The name and password being checked: the button spins and keeps the focus. */
export const ByNameChecking: Story = {
  args: { ...withConfirmations, saveDisabled: false, byName: { onSign: fn(), busy: true, error: null } },
  play: chooseTypedName,
};

/** Refused: the reason as an alert under the fields (here a wrong password). */
export const ByNameRefused: Story = {
  args: {
    ...withConfirmations,
    saveDisabled: false,
    byName: { onSign: fn(), busy: false, error: 'Das Passwort ist falsch.' },
  },
  play: chooseTypedName,
};
