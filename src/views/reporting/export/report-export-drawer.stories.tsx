import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import {
  FIXTURE_PERIOD,
  fixtureExportPages,
  fixtureMetricPages,
} from '../../../api/export/report-export.fixtures';
import type { ReportExportFile } from '../../../api/export/report-export.types';
import {
  FIXTURE_TODAY,
  fixtureExportChoices,
  fixtureOpenExport,
} from '../../../machines/reporting/report-export.fixtures';
import { reportExportDrawerMachine } from '../../../machines/reporting/report-export.source';
import { provideExportCalls } from '../../../machines/shared/export-drawer/export-drawer.configure';
import type {
  BuildExportRequest,
  ExportFetchAnswer,
  ExportFetchRequest,
} from '../../../machines/reporting/report-export.types';
import { OPEN_WINDOW } from '../../../machines/period/period.rules';
import { NO_SELECTION } from '../../../machines/period/period.types';
import type { ReportPeriod } from '../../../api/contract';
import { DateRangePickerView } from '../../shared/date-range/date-range-picker.view';
import { ExportDrawerView } from '../../shared/export-drawer/export-drawer.view';
import { ReportExportDrawer, reportExportLook } from './report-export-drawer.screen';
import { ReportExportOptionsView, type ReportExportOptionsViewProps } from './report-export-options.view';

const offered = fixtureExportChoices.filter((vehicle) => !vehicle.isCrane);
const manyVehicles = Array.from({ length: 40 }, (_, i) => ({
  vehicleId: 2000 + i,
  name: `${i % 3 === 0 ? 'E-Lok' : 'V 100'} ${String(i + 1).padStart(3, '0')}`,
  isCrane: false,
}));

/** The page's date-range picker, closed, as the reporting page hands it to the drawer (it labels itself). */
const picker = (period: ReportPeriod) => (
  <DateRangePickerView
    period={period}
    pending={NO_SELECTION}
    open={false}
    disabled={false}
    rules={{ kind: 'other', today: FIXTURE_TODAY, window: OPEN_WINDOW }}
    onOpenChange={fn()}
    onSelect={fn()}
  />
);

const meta = {
  title: 'Reporting/Export drawer',
  component: ExportDrawerView,
  parameters: { layout: 'fullscreen' },
  // The page's look is not an editable control.
  argTypes: { look: { control: false } },
  args: {
    look: reportExportLook,
    run: null,
    open: true,
    vehicles: offered,
    offeredCount: offered.length,
    selected: new Set<number>(),
    selectAll: false,
    filter: '',
    dateRange: picker(FIXTURE_PERIOD),
    periodInFuture: false,
    canExport: false,
    onToggle: fn(),
    onSelectAll: fn(),
    onFilter: fn(),
    onExport: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ExportDrawerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const options = (props: Partial<ReportExportOptionsViewProps>) => (
  <ReportExportOptionsView
    open
    phase="choosing"
    format="xlsx"
    grouping="byVehicle"
    progress={{ done: 0, total: 2 }}
    fileName={null}
    error={null}
    onFormatChange={fn()}
    onGroupingChange={fn()}
    onBuild={fn()}
    onDownload={fn()}
    onStop={fn()}
    onRetry={fn()}
    onClose={fn()}
    {...props}
  />
);
const selected = { selected: new Set([101, 102]), selectAll: 'indeterminate', canExport: true } as const;

/** Nothing selected: the Export button is disabled. */
export const NothingSelected: Story = {};
export const NothingSelectedEnglish: Story = { globals: { locale: 'en-GB' } };

/** Two of three selected (select-all shows "some"). */
export const SomeSelected: Story = { args: selected };
export const SomeSelectedEnglish: Story = { args: selected, globals: { locale: 'en-GB' } };

/** Forty vehicles, filtered by "E-Lok", all shown selected. */
export const FilteredGrid: Story = {
  args: {
    vehicles: manyVehicles.filter((v) => v.name.startsWith('E-Lok')),
    offeredCount: manyVehicles.length,
    selected: new Set(manyVehicles.filter((v) => v.name.startsWith('E-Lok')).map((v) => v.vehicleId)),
    selectAll: true,
    filter: 'E-Lok',
    canExport: true,
  },
};

/** A period reaching past today (the picker should prevent it). */
export const PeriodInFuture: Story = {
  args: {
    ...selected,
    canExport: false,
    periodInFuture: true,
    dateRange: picker({ startDate: '2026-11-20', endDate: '2026-11-23' }),
  },
};
export const PeriodInFutureEnglish: Story = { ...PeriodInFuture, globals: { locale: 'en-GB' } };

/** No vehicles to offer (only cranes). */
export const NoVehicles: Story = { args: { vehicles: [], offeredCount: 0 } };

/** The options dialog: choose the format. */
export const Options: Story = { args: { ...selected, children: options({}) } };
export const OptionsEnglish: Story = { ...Options, globals: { locale: 'en-GB' } };

/** Loading the pages of export rows. */
export const Fetching: Story = {
  args: { ...selected, children: options({ phase: 'fetching', progress: { done: 1, total: 2 } }) },
};
export const FetchingEnglish: Story = { ...Fetching, globals: { locale: 'en-GB' } };

/** Grouped by metric (a sheet per metric): loading the export by metric, counted in metrics. */
export const FetchingByMetric: Story = {
  args: {
    ...selected,
    children: options({ phase: 'fetching', grouping: 'byMetric', progress: { done: 3, total: 7 } }),
  },
};
export const FetchingByMetricEnglish: Story = { ...FetchingByMetric, globals: { locale: 'en-GB' } };

/** Building the file in the worker. */
export const Building: Story = {
  args: {
    ...selected,
    children: options({ phase: 'building', format: 'zip', progress: { done: 1, total: 2 } }),
  },
};
export const BuildingEnglish: Story = { ...Building, globals: { locale: 'en-GB' } };

/** Built and handed to the download. */
export const Done: Story = {
  args: { ...selected, children: options({ phase: 'done', fileName: '08-11-2026-22-11-2026-Export.xlsx' }) },
};
export const DoneEnglish: Story = { ...Done, globals: { locale: 'en-GB' } };

/** A page failed (403), and without a connection. */
export const FetchFailed: Story = {
  args: { ...selected, children: options({ phase: 'fetchFailed', error: { stage: 'fetch', status: 403 } }) },
};
export const FetchFailedEnglish: Story = { ...FetchFailed, globals: { locale: 'en-GB' } };
export const FetchFailedOffline: Story = {
  args: { ...selected, children: options({ phase: 'fetchFailed', error: { stage: 'fetch', status: null } }) },
};

/** The worker failed. */
export const BuildFailed: Story = {
  args: {
    ...selected,
    children: options({ phase: 'buildFailed', error: { stage: 'build', message: 'out of memory' } }),
  },
};
export const BuildFailedEnglish: Story = { ...BuildFailed, globals: { locale: 'en-GB' } };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });

/** The drawer with a running machine: fixture pages (0.4 s each) and a fake 2 s build, no download. */
function Interactive() {
  const [actor] = useState(() => {
    const pages = fixtureExportPages(3, 1);
    const metricPages = fixtureMetricPages(pages.flatMap((page) => page.items));
    const running = createActor(
      provideExportCalls(
        reportExportDrawerMachine,
        {
          fetchExportPage: fromPromise<ExportFetchAnswer, ExportFetchRequest>(async ({ input, signal }) => {
            await wait(400, signal);
            if (input.grouping === 'byMetric')
              return metricPages.find((p) => p.metric === input.metric && p.page === input.page)!;
            return pages[input.skip] ?? { ...pages[0]!, items: [] };
          }),
          buildExportFile: fromPromise<ReportExportFile, BuildExportRequest>(async ({ input, signal }) => {
            const count = input.byMetric?.length ?? input.vehicles.length;
            for (let done = 1; done <= count; done += 1) {
              await wait(2000 / count, signal);
              input.reportProgress(done, count);
            }
            return { blob: new Blob([]), fileName: `08-11-2026-22-11-2026-Export.${input.format}` };
          }),
        },
        () => undefined,
      ),
      { input: { open: fixtureOpenExport } },
    );
    return running.start();
  });
  return (
    <ReportExportDrawer
      actor={actor}
      vehicles={fixtureExportChoices}
      period={FIXTURE_PERIOD}
      today={FIXTURE_TODAY}
    />
  );
}

/** Try it: select, Export, Build; the progress moves, Stop and Try again work. */
export const Live: Story = { render: () => <Interactive /> };
export const LiveEnglish: Story = { render: () => <Interactive />, globals: { locale: 'en-GB' } };
