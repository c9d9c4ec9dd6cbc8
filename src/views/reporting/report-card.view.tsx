import { Card, Flex, Heading, IconButton, Tooltip } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon, ReportingIcon as ChartIcon } from '../shared/icons';

export interface ReportCardProps {
  /** Stable id: the card's test id and its heading's id. */
  readonly id: string;
  readonly title: string;
  readonly tooltip: string;
  /** The graph button opens the graph drawer on this card's metric; absent: no graph button. */
  readonly onGraph?: (() => void) | undefined;
  readonly graphDisabled?: boolean;
  readonly children: ReactNode;
}

/** A titled card of the reporting page with its tooltip and graph button (spec 000 §2 Reporting). */
export function ReportCard({ id, title, tooltip, onGraph, graphDisabled, children }: ReportCardProps) {
  const { t } = useTranslation('reporting');
  const headingId = `report-${id}-title`;
  return (
    <Card size="2" className="report-card" data-testid={`report-${id}`} aria-labelledby={headingId}>
      <Flex align="center" gap="2" className="report-card-head">
        <Heading as="h2" size="3" id={headingId} className="report-card-title">
          {title}
        </Heading>
        <Tooltip content={tooltip}>
          <IconButton type="button" size="1" variant="ghost" color="gray" aria-label={tooltip}>
            <InfoIcon size={14} />
          </IconButton>
        </Tooltip>
        {onGraph && (
          <IconButton
            type="button"
            size="1"
            variant="soft"
            ml="auto"
            disabled={graphDisabled}
            aria-label={t('showGraph', { table: title })}
            onClick={onGraph}
          >
            <ChartIcon size={16} />
          </IconButton>
        )}
      </Flex>
      {children}
    </Card>
  );
}
