import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { ExportProgressView } from '../export-progress/export-progress.view';
import type { ExportErrorProps } from './export-drawer-selection';
import type { ExportDrawerLook, ExportDrawerTexts, ExportRunTextKey } from './export-drawer.look';

/** Where the drawer's export is: choosing, loading pages, writing the file, saved, or failed. */
export type ExportRunPhase = 'choosing' | 'fetching' | 'building' | 'done' | 'fetchFailed' | 'buildFailed';

export interface ExportRunFootProps {
  readonly texts: ExportDrawerTexts;
  readonly look: ExportDrawerLook;
  readonly demo: boolean;
  readonly canExport: boolean;
  readonly phase: ExportRunPhase;
  /** Vehicles loaded of all while fetching; rows written while building. */
  readonly progress: { readonly done: number; readonly total: number; readonly waitSeconds?: number | null };
  readonly fileName: string | null;
  readonly error: ExportErrorProps | null;
  readonly onExport: () => void;
  readonly onStop: () => void;
  readonly onRetry: () => void;
  readonly onDownload: () => void;
  readonly onDismiss: () => void;
}

/**
 * The export run under the drawer's grid (a page without the options dialog, spec 001 §2): progress,
 * the saved file or the failure, and Export, Stop, Download again, Try again or Close message; the
 * demo user's reason. Pure props.
 */
export function ExportRunFootView(props: ExportRunFootProps) {
  const { look } = props;
  const text = (key: ExportRunTextKey, values?: Readonly<Record<string, unknown>>) =>
    props.texts.run?.(key, values) ?? key;
  const busy = props.phase === 'fetching' || props.phase === 'building';
  const errorText =
    props.error === null
      ? null
      : props.error.stage === 'build'
        ? text('buildFailed', { message: props.error.message })
        : props.error.status === null
          ? text('fetchFailedOffline')
          : text('fetchFailed', { status: props.error.status });
  return (
    <Flex className={look.classNames.foot} direction="column" gap="3">
      {busy && (
        <ExportProgressView
          done={props.progress.done}
          total={props.progress.total}
          text={text(props.phase === 'fetching' ? 'fetching' : 'building', props.progress)}
          testId={look.testIds.progress}
          waitSeconds={props.progress.waitSeconds ?? null}
        />
      )}
      {props.phase === 'done' && props.fileName !== null && (
        <Callout.Root color="green" size="1" role="status" data-testid={look.testIds.done}>
          <Callout.Text>{text('done', { fileName: props.fileName })}</Callout.Text>
        </Callout.Root>
      )}
      {errorText !== null && (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{errorText}</Callout.Text>
        </Callout.Root>
      )}
      <Flex justify="end" align="center" gap="3" wrap="wrap">
        {props.demo && (
          <Text size="1" color="gray">
            {props.texts.demoNoExport}
          </Text>
        )}
        {busy && (
          <Button variant="soft" color="gray" onClick={props.onStop}>
            {text('stop')}
          </Button>
        )}
        {props.phase === 'done' && (
          <Button
            variant="soft"
            style={{ color: 'var(--accent-12)' }}
            onClick={props.onDownload}
            data-testid={look.testIds.download}
          >
            {text('download')}
          </Button>
        )}
        {errorText !== null ? (
          <>
            <Button variant="soft" color="gray" onClick={props.onDismiss}>
              {text('dismiss')}
            </Button>
            <Button onClick={props.onRetry} data-testid={look.testIds.retry}>
              {text('retry')}
            </Button>
          </>
        ) : (
          <Button
            onClick={props.onExport}
            disabled={!props.canExport || busy}
            loading={busy}
            data-testid={look.testIds.export}
          >
            {props.texts.export}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
