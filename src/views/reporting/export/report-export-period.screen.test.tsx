import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fixtureItems } from '../../../machines/fleet/fleet.fixtures';
import { reportExportDrawerMachine } from '../../../machines/reporting/report-export.source';
import { createFakeFleet } from '../../shared/testing/fake-fleet';
import { renderWithProviders } from '../../shared/testing/render';
import { PeriodPickerScreen, usePeriodActor } from '../../shared/date-range/period-picker.screen';
import type { SelectionActor } from '../../shared/app-services';
import { openReportExport } from './report-export-drawer.screen';
import { ReportExportWithPeriod } from './report-export-period.screen';
import { loadCalendar } from '../../shared/date-range/lazy-calendar.view';

// Sunday 22 November 2026, 11:00 in Berlin.
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const TODAY = '2026-11-22';
const PAGE_PERIOD = { startDate: '2026-11-08', endDate: TODAY };
const vehicles = fixtureItems.map((v) => ({
  vehicleId: v.vehicleId,
  name: v.vehicle.name,
  isCrane: v.isCrane,
}));

/** The reporting page's parts that matter here: the toolbar's picker (the address) and the export drawer. */
function Page({ selection, exporter }: { selection: SelectionActor; exporter: ExportActor }) {
  const period = usePeriodActor({
    kind: 'other',
    selection,
    lockForCranes: true,
    inAddress: true,
    now: () => NOW,
  });
  return (
    <>
      <div data-testid="toolbar">
        <PeriodPickerScreen period={period} />
      </div>
      <ReportExportWithPeriod
        actor={exporter}
        vehicles={vehicles}
        selection={selection}
        today={TODAY}
        now={() => NOW}
      />
    </>
  );
}
type ExportActor = ReturnType<typeof startExporter>;
const startExporter = () => createActor(reportExportDrawerMachine).start();

const day = (iso: string) => {
  const cell = document.querySelector(`[data-day="${iso}"]`);
  if (!cell) throw new Error(`no day ${iso} shown`);
  return within(cell as HTMLElement).getByRole('button');
};

// The calendar's code loads at its first opening (lazy-calendar.view.test.tsx holds that); here it is loaded.
beforeAll(loadCalendar);

describe('export drawer period', () => {
  it('opens its own calendar over the toolbar; a pick is the export’s period, not the page’s', async () => {
    const fleet = createFakeFleet({ items: fixtureItems, view: 'reporting' });
    const exporter = startExporter();
    renderWithProviders(<Page selection={fleet.selection} exporter={exporter} />, {
      path: '/reporting?vehicle=101&from=2026-11-08&to=2026-11-22',
      language: 'en-GB',
    });
    const toolbarButton = within(screen.getByTestId('toolbar')).getByTestId('period-button');
    expect(screen.queryByTestId('report-export-drawer')).toBeNull();
    act(() => exporter.send(openReportExport(vehicles, PAGE_PERIOD, TODAY)));
    const drawer = await screen.findByTestId('report-export-drawer');
    const drawerButton = within(drawer).getByTestId('period-button');
    expect(drawerButton.textContent).toContain('08.11.2026 – 22.11.2026');

    await userEvent.click(drawerButton);
    expect(document.querySelectorAll('.date-range-calendar')).toHaveLength(1);
    expect(drawerButton.getAttribute('data-state')).toBe('open');
    await userEvent.click(day('2026-11-10'));
    await userEvent.click(day('2026-11-12'));
    expect(document.querySelector('.date-range-calendar')).toBeNull();
    expect(drawerButton.textContent).toContain('10.11.2026 – 12.11.2026');
    expect(exporter.getSnapshot().context.period).toEqual({ startDate: '2026-11-10', endDate: '2026-11-12' });
    expect(toolbarButton.textContent).toContain('08.11.2026 – 22.11.2026');

    // Closed and opened again: the drawer starts at the page's period once more.
    act(() => exporter.send({ type: 'user.closeExport' }));
    expect(screen.queryByTestId('report-export-drawer')).toBeNull();
    act(() => exporter.send(openReportExport(vehicles, PAGE_PERIOD, TODAY)));
    const reopened = await screen.findByTestId('report-export-drawer');
    expect(within(reopened).getByTestId('period-button').textContent).toContain('08.11.2026 – 22.11.2026');
  });
});
