import { Flex, Progress, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import './export-progress.css';

export interface ExportProgressViewProps {
  /** Steps done (vehicles, metrics, rows) of `total`; the bar is empty while `total` is 0. */
  readonly done: number;
  readonly total: number;
  /** What is being done, shown under the bar and naming it ("Building the file: 37 of 37 vehicles"). */
  readonly text: string;
  readonly testId: string;
  /** Seconds until a page the server turned away for now is asked again (issue 38), else null. */
  readonly waitSeconds?: number | null;
}

/**
 * An export's progress (issue 28 §2): the bar filled to `done` of `total` (its value and maximum the
 * count itself, so the bar, its ARIA values and the text agree) and the text under it. The fill takes
 * its width at once: Radix's 120 ms glide left it behind the text, empty next to "37 of 37" when the
 * last step and the end of the build came within one glide. While the server has asked a page to wait
 * (issue 38) a status line says for how long.
 */
export function ExportProgressView({
  done,
  total,
  text,
  testId,
  waitSeconds = null,
}: ExportProgressViewProps) {
  const { t } = useTranslation('common');
  const max = total > 0 ? total : 1;
  return (
    <Flex direction="column" gap="2" data-testid={testId}>
      <Progress
        className="export-progress-bar"
        value={Math.min(Math.max(done, 0), max)}
        max={max}
        aria-label={text}
      />
      <Text size="2" color="gray">
        {text}
      </Text>
      <Text size="2" color="amber" role="status" data-testid={`${testId}-wait`}>
        {waitSeconds === null ? '' : t('labels.exportWait', { count: waitSeconds })}
      </Text>
    </Flex>
  );
}
