import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/api-client';
import { Schema } from 'effect';
import { ExportByIdPage } from '../../api/contract';
import {
  FIXTURE_EXPORT_TEXTS,
  fixtureExportPages,
  fixtureMetricPages,
} from '../../api/export/report-export.fixtures';
import { EXPORT_COLUMNS } from '../../api/export/report-export.rules';
import type { ReportExportBuild } from '../../api/export/report-export.types';
import { createStaticI18n } from '../../i18n/static-resources';
import { reportExportTexts } from '../../i18n/report-export-texts';
import { fixtureExportFile, fixtureOpenExport } from './report-export.fixtures';
import { createReportExportMachine } from './report-export.actors';

const pages = fixtureExportPages(12, 10);

describe('report export actors', () => {
  it('asks exportById page by page with the token and builds with the texts of the moment', async () => {
    const urls: URL[] = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const parsed = new URL(url instanceof Request ? url.url : url, 'http://portal');
      urls.push(parsed);
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
      const page = pages[Number(parsed.searchParams.get('skip')) / 10]!;
      return new Response(JSON.stringify(Schema.encodeSync(ExportByIdPage)(page)), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const builds: ReportExportBuild[] = [];
    const saveFile = vi.fn();
    const machine = createReportExportMachine({
      api: createApiClient({ fetch }),
      getAccessToken: () => 'token-1',
      texts: () => FIXTURE_EXPORT_TEXTS,
      build: async (request, onProgress) => {
        builds.push(request);
        onProgress(12, 12);
        return fixtureExportFile;
      },
      saveFile,
    });
    const vehicles = pages.flatMap((p) => p.items).map((v) => ({ ...v, isCrane: false }));
    const actor = createActor(machine, { input: { open: { ...fixtureOpenExport, vehicles } } }).start();
    actor.send({ type: 'user.selectAll', selected: true });
    actor.send({ type: 'user.startExport' });
    actor.send({ type: 'user.build' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    expect(urls.map((u) => u.pathname)).toEqual([
      '/logbook/api/logbook/v1/reports/export',
      '/logbook/api/logbook/v1/reports/export',
    ]);
    expect(urls.map((u) => [u.searchParams.get('skip'), u.searchParams.get('top')])).toEqual([
      ['0', '20'],
      ['10', '20'],
    ]);
    expect(urls[0]!.searchParams.get('vehicleIds')).toBe(vehicles.map((v) => v.vehicleId).join(','));
    expect(urls[0]!.searchParams.get('start')).toBe('2026-11-08');
    expect(builds[0]!.texts).toBe(FIXTURE_EXPORT_TEXTS);
    expect(builds[0]!.vehicles).toHaveLength(12);
    expect(saveFile).toHaveBeenCalledWith(fixtureExportFile);
    expect(actor.getSnapshot().context.progress).toEqual({ done: 12, total: 12 });
    actor.stop();
  });

  it('grouped by metric, asks exportByMetric for every metric from page 0, 20 vehicles a page', async () => {
    const vehicles = fixtureExportPages(25, 25)[0]!.items;
    const answers = fixtureMetricPages(vehicles, 20);
    const urls: URL[] = [];
    const fetch = vi.fn(async (url: string | URL | Request) => {
      const parsed = new URL(url instanceof Request ? url.url : url, 'http://portal');
      urls.push(parsed);
      const page = answers.find(
        (p) =>
          p.metric === parsed.searchParams.get('metric') &&
          p.page === Number(parsed.searchParams.get('page')),
      )!;
      // The status code beside a status's hours: not read by the client.
      return Response.json({ ...page, statusCode: null });
    });
    const builds: ReportExportBuild[] = [];
    const machine = createReportExportMachine({
      api: createApiClient({ fetch }),
      getAccessToken: () => 'token-1',
      texts: () => FIXTURE_EXPORT_TEXTS,
      build: async (request) => {
        builds.push(request);
        return fixtureExportFile;
      },
      saveFile: vi.fn(),
    });
    const choices = vehicles.map((v) => ({ vehicleId: v.vehicleId, name: v.name, isCrane: false }));
    const actor = createActor(machine, {
      input: { open: { ...fixtureOpenExport, vehicles: choices } },
    }).start();
    actor.send({ type: 'user.selectAll', selected: true });
    actor.send({ type: 'user.startExport' });
    actor.send({ type: 'user.selectGrouping', grouping: 'byMetric' });
    actor.send({ type: 'user.build' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    expect(new Set(urls.map((u) => u.pathname))).toEqual(
      new Set(['/logbook/api/logbook/v1/reports/export/by-metric']),
    );
    expect(urls.map((u) => [u.searchParams.get('metric'), u.searchParams.get('page')])).toEqual(
      EXPORT_COLUMNS.flatMap((metric) => [
        [metric, '0'],
        [metric, '1'],
      ]),
    );
    expect(urls[0]!.searchParams.get('vehicleIds')).toBe(choices.map((v) => v.vehicleId).join(','));
    // A sheet per metric with every vehicle: the first page's 20 and the second's 5.
    expect(builds[0]!.byMetric?.map((sheet) => [sheet.metric, sheet.vehicles.length])).toEqual(
      EXPORT_COLUMNS.map((metric) => [metric, 25]),
    );
    actor.stop();
  });

  it('reads the file texts in the current language', async () => {
    const i18n = createStaticI18n('de-DE');
    expect(reportExportTexts(i18n).noData).toBe('Keine Daten verfügbar');
    await i18n.changeLanguage('en-GB');
    expect(reportExportTexts(i18n)).toMatchObject({
      noData: 'No data available',
      metrics: { drivingHours: 'Driving hours' },
    });
  });
});
