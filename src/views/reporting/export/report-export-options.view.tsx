import { Box, Button, Callout, Dialog, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  REPORT_EXPORT_FORMATS,
  REPORT_EXPORT_GROUPINGS,
  type ReportExportFormat,
  type ReportExportGrouping,
} from '../../../api/export/report-export.types';
import type { ExportErrorProps } from '../../shared/export-drawer/export-drawer-selection';
import { ExportProgressView } from '../../shared/export-progress/export-progress.view';
import './report-export.css';
import { MODAL_DIALOG } from '../../shared/modal-dialog';

/** Where the options dialog is. */
export type ExportOptionsPhase =
  'choosing' | 'fetching' | 'building' | 'done' | 'fetchFailed' | 'buildFailed';

export interface ReportExportOptionsViewProps {
  readonly open: boolean;
  readonly phase: ExportOptionsPhase;
  readonly format: ReportExportFormat;
  /** A sheet or file per vehicle, or per metric (spec 000 §7 export by id / by metric). */
  readonly grouping: ReportExportGrouping;
  /** Vehicles (grouped by metric: metrics) done of all while fetching or building. */
  readonly progress: { readonly done: number; readonly total: number; readonly waitSeconds?: number | null };
  readonly fileName: string | null;
  readonly error: ExportErrorProps | null;
  readonly onFormatChange: (format: ReportExportFormat) => void;
  readonly onGroupingChange: (grouping: ReportExportGrouping) => void;
  readonly onBuild: () => void;
  readonly onDownload: () => void;
  readonly onStop: () => void;
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

const errorText = (t: ReturnType<typeof useTranslation<'reportExport'>>['t'], error: ExportErrorProps) => {
  if (error.stage === 'build') return t('options.buildFailed', { message: error.message });
  return error.status === null
    ? t('options.fetchFailedOffline')
    : t('options.fetchFailed', { status: error.status });
};

/**
 * The export options dialog (spec 000 §2 Reporting, §5 Export, §7): the format (xlsx workbook or zip of
 * CSV files) and the grouping (per vehicle or per metric), Build and download; a progress bar while the
 * data loads and the file is built; the error with Try again; Download again once built. Pure props.
 */
export function ReportExportOptionsView(props: ReportExportOptionsViewProps) {
  const { t } = useTranslation('reportExport');
  const busy = props.phase === 'fetching' || props.phase === 'building';
  const progressText =
    props.phase === 'fetching' || props.phase === 'building'
      ? t(
          props.grouping === 'byMetric' ? `options.${props.phase}Metrics` : `options.${props.phase}`,
          props.progress,
        )
      : '';
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        maxWidth="480px"
        className="report-export-options"
        data-testid="report-export-options"
      >
        <Dialog.Title>{t('options.title')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('options.description')}
        </Dialog.Description>
        <RadioGroup.Root
          value={props.format}
          disabled={busy}
          onValueChange={(value) => props.onFormatChange(value as ReportExportFormat)}
          aria-label={t('options.format')}
        >
          {REPORT_EXPORT_FORMATS.map((format) => (
            <RadioGroup.Item key={format} value={format}>
              {t(`options.${format}`)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <Text as="p" size="2" weight="medium" mt="3" mb="1" id="report-export-grouping">
          {t('options.grouping')}
        </Text>
        <RadioGroup.Root
          value={props.grouping}
          disabled={busy}
          onValueChange={(value) => props.onGroupingChange(value as ReportExportGrouping)}
          aria-labelledby="report-export-grouping"
        >
          {REPORT_EXPORT_GROUPINGS.map((grouping) => (
            <RadioGroup.Item key={grouping} value={grouping}>
              {t(`options.${grouping}`)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {busy && (
          <Box mt="4">
            <ExportProgressView
              done={props.progress.done}
              total={props.progress.total}
              text={progressText}
              testId="report-export-progress"
              waitSeconds={props.progress.waitSeconds ?? null}
            />
          </Box>
        )}
        {props.phase === 'done' && props.fileName !== null && (
          <Callout.Root color="green" mt="4" size="1">
            <Callout.Text>{t('options.done', { fileName: props.fileName })}</Callout.Text>
          </Callout.Root>
        )}
        {props.error !== null && (
          <Callout.Root color="red" mt="4" size="1" role="alert">
            <Callout.Text>{errorText(t, props.error)}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" mt="4" justify="end">
          <Button variant="soft" color="gray" onClick={busy ? props.onStop : props.onClose}>
            {busy ? t('options.stop') : props.phase === 'done' ? t('options.close') : t('options.cancel')}
          </Button>
          {props.phase === 'done' ? (
            <Button onClick={props.onDownload} data-testid="report-export-download">
              {t('options.download')}
            </Button>
          ) : props.error !== null ? (
            <Button onClick={props.onRetry} data-testid="report-export-retry">
              {t('options.retry')}
            </Button>
          ) : (
            <Button onClick={props.onBuild} loading={busy} data-testid="report-export-build">
              {t('options.build')}
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
