import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DateTimeField, type DateTimeFieldProps } from './date-time-field.view';
import { unreadableValue } from './date-time-text';

const MAX = '2026-11-22T09:30';

/** The field under its label, holding its value as a form would. */
function Stateful(props: DateTimeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 280 }}>
      <label htmlFor={props.id}>Reference time</label>
      <DateTimeField
        {...props}
        value={value}
        onChange={(v) => {
          props.onChange(v);
          setValue(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shared/Date-time field',
  component: DateTimeField,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  args: {
    id: 'when',
    value: '2026-11-21T17:05',
    onChange: fn(),
    min: '2026-11-10T00:00',
    max: MAX,
    readOnly: false,
    message: (problem) =>
      ({
        format: 'Reference time must be written as DD.MM.YYYY HH:mm (e.g. 01.02.2026 07:05)',
        date: 'Reference time is not a valid date',
        tooLate: 'Reference time must not be in the future',
        tooEarly: 'Reference time must not be before 10.11.2026 00:00',
      })[problem],
    placeholder: 'DD.MM.YYYY HH:mm',
    calendarLabel: 'Pick the day of Reference time in the calendar',
  },
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A value: DD.MM.YYYY HH:mm, 24 h. Type "1.11.2026 7:05" and leave the field: it is normalised. */
export const WithValue: Story = {};

/** No value yet: the placeholder shows the format. */
export const Empty: Story = { args: { value: '' } };

/** Text that could not be read (drawn again after another tab): kept, named under the field. */
export const Unreadable: Story = { args: { value: unreadableValue('31.02.2026 07:05') } };

/** Read-only (a finalised entry): no calendar button. */
export const ReadOnly: Story = { args: { readOnly: true } };
