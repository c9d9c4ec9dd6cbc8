import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { useState } from 'react';
import type { ReportPeriod } from '../../../api/contract';
import {
  FIXTURE_PERIOD,
  fixtureExportPages,
  fixtureMetricPages,
} from '../../../api/export/report-export.fixtures';
import type { ReportExportFile } from '../../../api/export/report-export.types';
import { FIXTURE_TODAY, fixtureExportFile } from '../../../machines/reporting/report-export.fixtures';
import {
  reportExportDrawerMachine,
  reportExportReceived,
} from '../../../machines/reporting/report-export.source';
import { provideExportCalls } from '../../../machines/shared/export-drawer/export-drawer.configure';
import type {
  BuildExportRequest,
  ExportFetchAnswer,
  ExportFetchRequest,
} from '../../../machines/reporting/report-export.types';
import { httpError } from '../../../machines/session/session.fixtures';
import { OPEN_WINDOW } from '../../../machines/period/period.rules';
import { NO_SELECTION } from '../../../machines/period/period.types';
import { DateRangePickerView } from '../../shared/date-range/date-range-picker.view';
import { renderWithProviders } from '../../shared/testing/render';
import { openReportExport, ReportExportDrawer } from './report-export-drawer.screen';

/** A machine whose pages come from fixtures (the first call fails when asked) and whose build is held. */
const setup = (options: { readonly failFirstPage?: boolean } = {}) => {
  const pages = fixtureExportPages(3, 2);
  const metricPages = fixtureMetricPages(pages.flatMap((page) => page.items));
  let fail = options.failFirstPage === true;
  let finishBuild: ((file: ReportExportFile) => void) | null = null;
  let progress: ((done: number, total: number) => void) | null = null;
  const saved = vi.fn();
  const actor = createActor(
    provideExportCalls(
      reportExportDrawerMachine,
      {
        fetchExportPage: fromPromise<ExportFetchAnswer, ExportFetchRequest>(async ({ input }) => {
          if (fail) {
            fail = false;
            throw httpError(503);
          }
          if (input.grouping === 'byMetric')
            return metricPages.find((p) => p.metric === input.metric && p.page === input.page)!;
          return pages[input.skip / 2]!;
        }),
        buildExportFile: fromPromise<ReportExportFile, BuildExportRequest>(
          ({ input }) =>
            new Promise((resolve) => {
              progress = input.reportProgress;
              finishBuild = resolve;
            }),
        ),
      },
      (file) => void saved(file),
    ),
  ).start();
  const vehicles = [
    ...pages
      .flatMap((page) => page.items)
      .map((v) => ({ vehicleId: v.vehicleId, name: v.name, isCrane: false })),
    { vehicleId: 9, name: 'Kran 9', isCrane: true },
  ];
  return {
    actor,
    vehicles,
    saved,
    progress: (done: number, total: number) => act(() => progress?.(done, total)),
    finishBuild: (file: ReportExportFile) => act(() => finishBuild?.(file)),
  };
};

describe('report export drawer', () => {
  it('offers the vehicles without cranes, filters, selects all and shows the period as text', async () => {
    const { actor, vehicles } = setup();
    renderWithProviders(
      <ReportExportDrawer actor={actor} vehicles={vehicles} period={FIXTURE_PERIOD} today={FIXTURE_TODAY} />,
      { language: 'en-GB' },
    );
    expect(screen.queryByTestId('report-export-drawer')).toBeNull();
    act(() => actor.send(openReportExport(vehicles, FIXTURE_PERIOD, FIXTURE_TODAY)));
    const drawer = await screen.findByTestId('report-export-drawer');
    const grid = within(drawer).getByRole('group', { name: 'Vehicles' });
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(drawer).queryByText('Kran 9')).toBeNull();
    expect(within(drawer).getByTestId('report-export-period').textContent).toBe('08.11.2026 – 22.11.2026');
    expect(within(drawer).getAllByText('Period')).toHaveLength(1);
    expect(within(drawer).getByTestId('report-export-open-options')).toHaveProperty('disabled', true);
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Filter vehicles' }), {
      target: { value: 'Lok 2' },
    });
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(drawer).getByTestId('report-export-select-all'));
    expect(actor.getSnapshot().context.selected).toEqual([1001]);
    expect(within(drawer).getByText('1 of 3 selected')).toBeTruthy();
    expect(within(drawer).getByTestId('report-export-open-options')).toHaveProperty('disabled', false);
  });

  it('exports: format, pages, worker progress, download; a format change clears the file', async () => {
    const { actor, vehicles, saved, progress, finishBuild } = setup();
    renderWithProviders(
      <ReportExportDrawer actor={actor} vehicles={vehicles} period={FIXTURE_PERIOD} today={FIXTURE_TODAY} />,
      { language: 'de-DE' },
    );
    act(() => actor.send(openReportExport(vehicles, FIXTURE_PERIOD, FIXTURE_TODAY)));
    fireEvent.click(await screen.findByTestId('report-export-select-all'));
    fireEvent.click(screen.getByTestId('report-export-open-options'));
    const dialog = await screen.findByTestId('report-export-options');
    fireEvent.click(within(dialog).getByRole('radio', { name: /CSV-Dateien/ }));
    expect(actor.getSnapshot().context.options.format).toBe('zip');
    fireEvent.click(within(dialog).getByTestId('report-export-build'));
    await waitFor(() => expect(actor.getSnapshot().hasTag('building')).toBe(true));
    progress(2, 3);
    expect(within(dialog).getByText('Datei wird erstellt: 2 von 3 Fahrzeugen')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    finishBuild({ ...fixtureExportFile, fileName: '08-11-2026-22-11-2026-Export.zip' });
    await within(dialog).findByText('08-11-2026-22-11-2026-Export.zip wurde heruntergeladen.');
    expect(saved).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByTestId('report-export-download'));
    expect(saved).toHaveBeenCalledTimes(2);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Excel/ }));
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(within(dialog).getByTestId('report-export-build')).toBeTruthy();
  });

  it('exports grouped by metric: a sheet per metric, its progress counted in metrics', async () => {
    const { actor, vehicles, progress } = setup();
    renderWithProviders(
      <ReportExportDrawer actor={actor} vehicles={vehicles} period={FIXTURE_PERIOD} today={FIXTURE_TODAY} />,
      { language: 'de-DE' },
    );
    act(() => actor.send(openReportExport(vehicles, FIXTURE_PERIOD, FIXTURE_TODAY)));
    fireEvent.click(await screen.findByTestId('report-export-select-all'));
    fireEvent.click(screen.getByTestId('report-export-open-options'));
    const dialog = await screen.findByTestId('report-export-options');
    const grouping = within(dialog).getByRole('radiogroup', { name: 'Gliederung' });
    expect(
      within(grouping)
        .getByRole('radio', { name: /je Fahrzeug/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(grouping).getByRole('radio', { name: /je Kennzahl/ }));
    expect(actor.getSnapshot().context.options.grouping).toBe('byMetric');
    fireEvent.click(within(dialog).getByTestId('report-export-build'));
    await waitFor(() => expect(actor.getSnapshot().hasTag('building')).toBe(true));
    expect(reportExportReceived(actor.getSnapshot().context).metricPages.map((page) => page.page)).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
    progress(2, 7);
    expect(within(dialog).getByText('Datei wird erstellt: 2 von 7 Kennzahlen')).toBeTruthy();
  });

  it('shows a failed page with its status and tries again', async () => {
    const { actor, vehicles } = setup({ failFirstPage: true });
    renderWithProviders(
      <ReportExportDrawer actor={actor} vehicles={vehicles} period={FIXTURE_PERIOD} today={FIXTURE_TODAY} />,
      { language: 'en-GB' },
    );
    act(() => actor.send(openReportExport(vehicles, FIXTURE_PERIOD, FIXTURE_TODAY)));
    fireEvent.click(await screen.findByTestId('report-export-select-all'));
    fireEvent.click(screen.getByTestId('report-export-open-options'));
    fireEvent.click(await screen.findByTestId('report-export-build'));
    expect((await screen.findByRole('alert')).textContent).toBe('The data could not be loaded (error 503).');
    fireEvent.click(screen.getByTestId('report-export-retry'));
    await waitFor(() => expect(actor.getSnapshot().hasTag('building')).toBe(true));
    expect(reportExportReceived(actor.getSnapshot().context).fetched).toHaveLength(3);
  });

  it('a new period from the page closes the options dialog and is shown', async () => {
    const { actor, vehicles } = setup();
    let setPeriod: (period: ReportPeriod) => void = () => undefined;
    function Page() {
      const [period, set] = useState<ReportPeriod>(FIXTURE_PERIOD);
      setPeriod = set;
      return <ReportExportDrawer actor={actor} vehicles={vehicles} period={period} today={FIXTURE_TODAY} />;
    }
    renderWithProviders(<Page />, { language: 'en-GB' });
    act(() => actor.send(openReportExport(vehicles, FIXTURE_PERIOD, FIXTURE_TODAY)));
    fireEvent.click(await screen.findByTestId('report-export-select-all'));
    fireEvent.click(screen.getByTestId('report-export-open-options'));
    await screen.findByTestId('report-export-options');
    act(() => setPeriod({ startDate: '2026-10-01', endDate: '2026-10-31' }));
    await waitFor(() => expect(screen.queryByTestId('report-export-options')).toBeNull());
    expect(screen.getByTestId('report-export-period').textContent).toBe('01.10.2026 – 31.10.2026');
  });

  it.each([
    ['en-GB', 'Period'],
    ['de-DE', 'Zeitraum'],
  ] as const)('names the period once when the page hands over its picker (%s)', async (language, label) => {
    const { actor, vehicles } = setup();
    const picker = (
      <DateRangePickerView
        period={FIXTURE_PERIOD}
        pending={NO_SELECTION}
        open={false}
        disabled={false}
        rules={{ kind: 'other', today: FIXTURE_TODAY, window: OPEN_WINDOW }}
        onOpenChange={() => undefined}
        onSelect={() => undefined}
      />
    );
    renderWithProviders(
      <ReportExportDrawer
        actor={actor}
        vehicles={vehicles}
        period={FIXTURE_PERIOD}
        today={FIXTURE_TODAY}
        dateRange={picker}
      />,
      { language },
    );
    act(() => actor.send(openReportExport(vehicles, FIXTURE_PERIOD, FIXTURE_TODAY)));
    const drawer = await screen.findByTestId('report-export-drawer');
    expect(within(drawer).getAllByText(label)).toHaveLength(1);
    expect(within(drawer).getByTestId('period-button').textContent).toContain('08.11.2026 – 22.11.2026');
  });
});
