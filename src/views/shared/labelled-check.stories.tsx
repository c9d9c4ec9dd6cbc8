import { Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import { LabelledCheck } from './labelled-check.view';

/**
 * The stories' controls, flat: Storybook cannot type stories over a union of props (kind, naming), so
 * this one shape is turned into a valid LabelledCheck below.
 */
interface StoryArgs {
  readonly kind?: 'checkbox' | 'switch';
  readonly label?: ReactNode;
  readonly 'aria-label'?: string;
  readonly checked: boolean | 'indeterminate';
  readonly onCheckedChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly size?: '1' | '2' | '3';
  readonly weight?: 'regular' | 'medium';
  readonly touch?: boolean;
  readonly 'aria-describedby'?: string;
}

/** The control holding its state as a form would (a click on the label toggles it). */
function Stateful({
  kind,
  checked: initial,
  onCheckedChange,
  label,
  'aria-label': ariaLabel,
  ...rest
}: StoryArgs) {
  const [checked, setChecked] = useState(initial);
  const change = (next: boolean) => {
    onCheckedChange(next);
    setChecked(next);
  };
  const naming =
    label === undefined
      ? { 'aria-label': ariaLabel ?? '' }
      : { label, ...(ariaLabel === undefined ? {} : { 'aria-label': ariaLabel }) };
  return kind === 'switch' ? (
    <LabelledCheck {...rest} {...naming} kind="switch" checked={checked === true} onCheckedChange={change} />
  ) : (
    <LabelledCheck {...rest} {...naming} checked={checked} onCheckedChange={change} />
  );
}

const meta = {
  title: 'Shared/Labelled check',
  component: Stateful,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: { label: 'Resolve all prior defects', checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checkbox: Story = {};

export const Checked: Story = { args: { checked: true } };

/** Some but not all (select-all over a partly chosen list): a click checks it. */
export const Indeterminate: Story = { args: { label: 'Select all', checked: 'indeterminate' } };

export const Disabled: Story = { args: { disabled: true, checked: true } };

/** A switch, its label in medium weight (the logbook entry's "Defects present"). */
export const Switch: Story = {
  args: { kind: 'switch', weight: 'medium', label: 'Defects present', checked: true },
};

/** A hint under the control, read with its name (aria-describedby). */
export const WithHint: Story = {
  args: { label: 'Enabled', 'aria-describedby': 'story-hint' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Stateful {...args} />
      <Text id="story-hint" size="1" color="gray">
        A disabled endpoint keeps its settings and receives nothing.
      </Text>
    </div>
  ),
};

/** A long label wraps beside the control, which stays centred on it. */
export const LongLabel: Story = {
  args: {
    label: 'I confirm that the entry is complete and correct and that I am entitled to finalise it',
  },
};

/** Small, as in a toolbar. */
export const Small: Story = { args: { kind: 'switch', size: '1', label: 'Clusters', checked: true } };

/**
 * A lone control named by aria-label (a table row's checkbox): on a touch screen its label box is
 * 44 × 44 px around the 16 px box (emulate a coarse pointer to see it).
 */
export const TouchTarget: Story = {
  args: {
    label: undefined,
    'aria-label': 'Select the entry of Anna Berg, 21.11.2026 17:05',
    touch: true,
  },
  decorators: [
    (Story) => <div style={{ display: 'inline-block', outline: '1px dashed var(--gray-a7)' }}>{Story()}</div>,
  ],
};
