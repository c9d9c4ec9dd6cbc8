import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, Flex, Text } from '@radix-ui/themes';
import { fn } from 'storybook/test';
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

/** The finalise variant: the two confirmations below the pad; save stays disabled until both are ticked. */
export const WithConfirmations: Story = {
  args: {
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
  },
};
