import { Flex, Progress, Text } from '@radix-ui/themes';
import './export-progress.css';

export interface ExportProgressViewProps {
  /** Steps done (vehicles, metrics, rows) of `total`; the bar is empty while `total` is 0. */
  readonly done: number;
  readonly total: number;
  /** What is being done, shown under the bar and naming it ("Building the file: 37 of 37 vehicles"). */
  readonly text: string;
  readonly testId: string;
}

/**
 * An export's progress (issue 28 §2): the bar filled to `done` of `total` (its value and maximum the
 * count itself, so the bar, its ARIA values and the text agree) and the text under it. The fill takes
 * its width at once: Radix's 120 ms glide left it behind the text, empty next to "37 of 37" when the
 * last step and the end of the build came within one glide.
 */
export function ExportProgressView({ done, total, text, testId }: ExportProgressViewProps) {
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
    </Flex>
  );
}
