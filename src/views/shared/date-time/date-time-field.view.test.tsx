import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DateTimeField, type DateTimeFieldProps } from './date-time-field.view';
import { unreadableValue } from './date-time-text';
import { loadCalendar } from '../date-range/lazy-calendar.view';

const MAX = '2026-11-22T09:30';
const MIN = '2026-11-10T00:00';

/** The field with a label and the value held as a form would hold it. */
function Harness(props: Partial<DateTimeFieldProps> & { initial?: string; told?: (v: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <label htmlFor="when">Reference time</label>
      <DateTimeField
        id="when"
        value={value}
        onChange={(v) => {
          props.told?.(v);
          setValue(v);
        }}
        min={MIN}
        max={MAX}
        readOnly={props.readOnly ?? false}
        message={(problem) => `problem:${problem}`}
        placeholder="DD.MM.YYYY HH:mm"
        calendarLabel="Pick the day"
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2026-11-01T12:00')}>
        load
      </button>
    </>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Reference time');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

// The calendar's code loads at its first opening (lazy-calendar.view.test.tsx holds that); here it is loaded.
beforeAll(loadCalendar);

describe('date-time field', () => {
  it('shows DD.MM.YYYY HH:mm whatever the browser locale', () => {
    renderWithProviders(<Harness initial="2026-02-01T17:05" />, { language: 'en-GB' });
    expect(input().value).toBe('01.02.2026 17:05');
    expect(input().getAttribute('placeholder')).toBe('DD.MM.YYYY HH:mm');
  });

  it('reads lenient typing at once and normalises it when left', () => {
    const told = vi.fn<(v: string) => void>();
    renderWithProviders(<Harness told={told} />);
    type('12.11.2026 7:05');
    expect(told).toHaveBeenLastCalledWith('2026-11-12T07:05');
    expect(input().value).toBe('12.11.2026 7:05');
    fireEvent.blur(input());
    expect(input().value).toBe('12.11.2026 07:05');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(input().hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps unreadable text, hands on the marker, and names the problem once left', () => {
    renderWithProviders(<Harness initial="2026-11-01T12:00" />);
    type('31.02.2026 07:05');
    expect(screen.getByTestId('value').textContent).toBe(unreadableValue('31.02.2026 07:05'));
    expect(screen.queryByText('problem:date')).toBeNull(); // not while typing
    fireEvent.blur(input());
    expect(input().value).toBe('31.02.2026 07:05');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('problem:date');
    expect(input().getAttribute('aria-describedby')).toBe(message.id);
    type('31.02.2026 at 7');
    fireEvent.blur(input());
    expect(screen.getByText('problem:format')).toBeTruthy();
  });

  it('names times outside min and max but hands them on (the form checks them too)', () => {
    renderWithProviders(<Harness />);
    type('22.11.2026 09:31');
    fireEvent.blur(input());
    expect(screen.getByText('problem:tooLate')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('2026-11-22T09:31');
    type('09.11.2026 23:59');
    fireEvent.blur(input());
    expect(screen.getByText('problem:tooEarly')).toBeTruthy();
  });

  it('an emptied field hands on no value and is no problem of its own', () => {
    renderWithProviders(<Harness initial="2026-11-01T12:00" />);
    type('');
    fireEvent.blur(input());
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('false');
  });

  it('unreadable text comes back when the field is drawn again (another tab and back)', () => {
    const first = renderWithProviders(<Harness />);
    type('31.02.2026 07:05');
    const held = screen.getByTestId('value').textContent ?? '';
    first.unmount();
    renderWithProviders(<Harness initial={held} />);
    expect(input().value).toBe('31.02.2026 07:05');
    expect(screen.getByText('problem:date')).toBeTruthy();
  });

  it('a value from outside replaces the text', () => {
    renderWithProviders(<Harness />);
    type('garbage');
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(input().value).toBe('01.11.2026 12:00');
  });

  it('the calendar picks a day, keeps the time and blocks days outside min and max', () => {
    renderWithProviders(<Harness initial="2026-11-12T07:05" />, { language: 'en-GB' });
    fireEvent.click(screen.getByRole('button', { name: 'Pick the day' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick the day' });
    const day = (n: number) =>
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.closest('td')?.getAttribute('data-day') === `2026-11-${String(n).padStart(2, '0')}`);
    expect(day(23)?.closest('td')?.hasAttribute('data-disabled')).toBe(true);
    expect(day(9)?.closest('td')?.hasAttribute('data-disabled')).toBe(true);
    fireEvent.click(day(20)!);
    expect(input().value).toBe('20.11.2026 07:05');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-20T07:05');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('read-only: no calendar button, the text stays readable', () => {
    renderWithProviders(<Harness initial="2026-11-12T07:05" readOnly />);
    expect(input().readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Pick the day' })).toBeNull();
  });
});
