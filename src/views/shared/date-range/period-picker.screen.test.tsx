import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureItems } from '../../../machines/fleet/fleet.fixtures';
import { selectLastActive } from '../../../machines/fleet/vehicle-selection.types';
import { createFakeFleet } from '../testing/fake-fleet';
import { renderWithProviders } from '../testing/render';
import type { Language } from '../../../api/contract/accounts.contract';
import type { PickerKind } from '../../../machines/period/period.rules';
import { PeriodPickerScreen, usePeriodActor, type PeriodOptions } from './period-picker.screen';
import { loadCalendar } from './lazy-calendar.view';

// Sunday 22 November 2026, 11:00 in Berlin.
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

// Vehicle 102 may be seen in October only.
const items = fixtureItems.map((item) =>
  item.vehicleId === 102 ? { ...item, startDate: '01.10.2026', endDate: '31.10.2026' } : item,
);

function Toolbar(props: Omit<PeriodOptions, 'now'>) {
  const period = usePeriodActor({ ...props, now: () => NOW });
  return <PeriodPickerScreen period={period} />;
}

const firstWeekday = () => document.querySelector('.rdp-weekday')?.getAttribute('aria-label');

const open = (path: string, options: { kind?: PickerKind; language?: Language; items?: boolean } = {}) => {
  const fleet = createFakeFleet({ items: options.items === false ? null : items, view: 'reporting' });
  const rendered = renderWithProviders(
    <Toolbar kind={options.kind ?? 'other'} selection={fleet.selection} lockForCranes inAddress />,
    { path, language: options.language ?? 'de-DE' },
  );
  const button = () => screen.getByTestId('period-button');
  // The address's query, parameters sorted.
  const search = () => {
    const params = new URLSearchParams((rendered.location.history.at(-1) ?? '').split('?')[1] ?? '');
    params.sort();
    return params.toString();
  };
  const day = (iso: string) => {
    const cell = document.querySelector(`[data-day="${iso}"]`);
    if (!cell) throw new Error(`no day ${iso} shown`);
    return within(cell as HTMLElement).getByRole('button');
  };
  return { ...rendered, fleet, button, search, day };
};

// The calendar's code loads at its first opening (lazy-calendar.view.test.tsx holds that); here it is loaded.
beforeAll(loadCalendar);

describe('period picker (toolbar)', () => {
  it('opens a shared address: selects its vehicle and shows its period', () => {
    const { button, fleet } = open('/reporting?vehicle=101&from=2026-11-01&to=2026-11-05');
    expect(button().textContent).toContain('01.11.2026 – 05.11.2026');
    expect(selectLastActive(fleet.selection.getSnapshot())?.vehicleId).toBe(101);
  });

  it('ignores a vehicle the user does not have and an invalid period: the default two weeks apply', () => {
    const { button, fleet, search } = open('/reporting?vehicle=999&from=2026-11-05&to=2026-11-01');
    expect(button().textContent).toContain('08.11.2026 – 22.11.2026');
    expect(selectLastActive(fleet.selection.getSnapshot())).toBeNull();
    expect(search()).toBe('from=2026-11-08&to=2026-11-22');
  });

  it('clamps to the window of the vehicle: its last 7 days when the period starts after its end', () => {
    const { button, search } = open('/reporting?vehicle=102');
    expect(button().textContent).toContain('25.10.2026 – 31.10.2026');
    expect(search()).toBe('from=2026-10-25&to=2026-10-31&vehicle=102');
  });

  it('applies a pick only with both dates, writes it into the address, weeks start on Monday', async () => {
    const { button, search, day } = open('/reporting?vehicle=101', { language: 'en-GB' });
    await userEvent.click(button());
    expect(firstWeekday()).toBe('Monday');
    await userEvent.click(day('2026-11-10'));
    expect(screen.getByTestId('period-hint').textContent).toBe('Start 10.11.2026 – pick the end date');
    expect(button().textContent).toContain('08.11.2026 – 22.11.2026');
    await userEvent.click(day('2026-11-12'));
    expect(button().textContent).toContain('10.11.2026 – 12.11.2026');
    expect(search()).toBe('from=2026-11-10&to=2026-11-12&vehicle=101');
  });

  it('allows a single day: the same date clicked twice', async () => {
    const { button, day } = open('/reporting?vehicle=101');
    await userEvent.click(button());
    await userEvent.click(day('2026-11-03'));
    await userEvent.click(day('2026-11-03'));
    expect(button().textContent).toContain('03.11.2026 – 03.11.2026');
  });

  it('works with the keyboard: open, pick the start, move a day, pick the end', async () => {
    const { button } = open('/reporting?vehicle=101', { language: 'en-GB' });
    button().focus();
    await userEvent.keyboard('{Enter}');
    // The calendar takes the focus on the period's first day.
    expect(document.activeElement?.closest('[data-day]')?.getAttribute('data-day')).toBe('2026-11-08');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('period-hint').textContent).toBe('Start 08.11.2026 – pick the end date');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(button().textContent).toContain('08.11.2026 – 09.11.2026');
  });

  it('blocks days after today; the tracking map blocks today too', async () => {
    const other = open('/reporting');
    await userEvent.click(other.button());
    expect(other.day('2026-11-22')).toHaveProperty('disabled', false);
    expect(other.day('2026-11-23')).toHaveProperty('disabled', true);
    other.unmount();
    const tracking = open('/trackingmap', { kind: 'trackingmap' });
    expect(tracking.button().textContent).toContain('08.11.2026 – 21.11.2026');
    await userEvent.click(tracking.button());
    expect(tracking.day('2026-11-22')).toHaveProperty('disabled', true);
    expect(tracking.day('2026-11-21')).toHaveProperty('disabled', false);
  });

  it('blocks days outside the window of the vehicle (the day after its end stays pickable)', async () => {
    const { button, day } = open('/reporting?vehicle=102');
    await userEvent.click(button());
    expect(day('2026-10-31')).toHaveProperty('disabled', false);
    expect(document.querySelector('.rdp-button_previous')?.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(document.querySelector('.rdp-button_next') as HTMLElement);
    expect(day('2026-11-01')).toHaveProperty('disabled', false);
    expect(day('2026-11-02')).toHaveProperty('disabled', true);
  });

  it('is disabled for a crane on the reporting toolbar, and German weeks start on Monday too', async () => {
    const { button, fleet } = open('/reporting?vehicle=105');
    expect(button()).toHaveProperty('disabled', true);
    act(() => fleet.selection.send({ type: 'user.toggleVehicle', vehicleId: 101 }));
    expect(button()).toHaveProperty('disabled', false);
    await userEvent.click(button());
    expect(firstWeekday()).toBe('Montag');
  });

  it('keeps the address vehicle until the vehicle list arrives', () => {
    const { fleet, search } = open('/reporting?vehicle=101&from=2026-11-01&to=2026-11-05', { items: false });
    expect(search()).toBe('from=2026-11-01&to=2026-11-05&vehicle=101');
    act(() => fleet.selection.send({ type: 'api.vehiclesLoaded', items }));
    expect(selectLastActive(fleet.selection.getSnapshot())?.vehicleId).toBe(101);
    expect(search()).toBe('from=2026-11-01&to=2026-11-05&vehicle=101');
  });
});
