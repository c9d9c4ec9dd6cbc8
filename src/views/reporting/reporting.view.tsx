import { Badge, Button, Callout, Card, Flex, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphMetric } from '../../api/contract';
import type { ReportData, ReportVehicle } from '../../machines/reporting/reporting.types';
import { InfoIcon, ReportingIcon } from '../shared/icons';
import { ReportCard } from './report-card.view';
import { ReportDays } from './report-days.view';
import { ReportNotifications } from './report-notifications.view';
import { reportTables } from './report-rows';
import { useReportFormat } from './use-report-format';
import '../shared/fleet/fleet.css';
import './reporting.css';

export interface ReportingViewProps {
  /** The active vehicle; null when none is active. */
  readonly vehicle: ReportVehicle | null;
  /** The last answer (kept while another period loads). */
  readonly report: ReportData | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
  /** The date-range picker of the toolbar (disabled for cranes), placed by the screen. */
  readonly dateRange?: ReactNode;
  /** Opens the graph drawer on a metric (the Graphing button: working hours). */
  readonly onGraph: (metric: GraphMetric) => void;
  /** Opens the export drawer. */
  readonly onExport: () => void;
  /** The drawers, placed by the screen. */
  readonly drawers?: ReactNode;
  /** The zone of the times; the organisation's (Europe/Berlin) unless given. */
  readonly timeZone?: string;
}

/**
 * The reporting page of the active vehicle (spec 000 §2 Reporting): a chip with its name, the toolbar
 * (date range, Graphing, Export), the tables working hours, driving hours, standing with engine on,
 * km driven and notification date, each with its tooltip and graph button, the period day by day, and
 * footnotes 1 and 2 with the status and mileage times.
 */
export function ReportingView(props: ReportingViewProps) {
  const { t } = useTranslation('reporting');
  const f = useReportFormat(props.timeZone);
  const { vehicle, report } = props;
  const isCrane = vehicle?.isCrane === true;
  const tables = reportTables(vehicle, report);
  const general = isCrane ? null : (report?.hours.generalResponse ?? null);
  const tableTitle = (id: string) => t(`tables.${id as 'working'}.title`);
  return (
    <div className="reporting-page">
      <Flex align="center" gap="3" wrap="wrap" className="reporting-head">
        <Heading as="h1" size="6">
          {t('title')}
        </Heading>
        {vehicle && (
          <Badge size="3" variant="soft" radius="full" data-testid="report-vehicle-chip">
            {vehicle.name}
          </Badge>
        )}
        {props.loading && vehicle && <Spinner size="2" role="status" aria-label={t('loading')} />}
        <Flex align="center" gap="2" ml="auto" wrap="wrap" className="reporting-toolbar">
          {props.dateRange}
          <Button
            type="button"
            variant="soft"
            disabled={vehicle === null || isCrane}
            onClick={() => props.onGraph('workingHours')}
          >
            <ReportingIcon size={16} />
            {t('graphing')}
          </Button>
          <Button type="button" variant="soft" disabled={isCrane} onClick={props.onExport}>
            {t('export')}
          </Button>
        </Flex>
      </Flex>
      {vehicle === null ? (
        <Callout.Root color="gray" variant="surface" data-testid="report-no-vehicle">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('pickVehicle')}</Callout.Text>
        </Callout.Root>
      ) : (
        <>
          {isCrane && (
            <Callout.Root color="gray" variant="surface" data-testid="report-crane">
              <Callout.Icon>
                <InfoIcon />
              </Callout.Icon>
              <Callout.Text>{t('craneNotice')}</Callout.Text>
            </Callout.Root>
          )}
          {props.failed && (
            <Callout.Root color="red" variant="surface" role="alert">
              <Callout.Text>
                {t('failed')}{' '}
                <Button type="button" size="1" variant="soft" color="red" onClick={props.onRetry}>
                  {t('retry')}
                </Button>
              </Callout.Text>
            </Callout.Root>
          )}
          <div className="reporting-tables" aria-busy={props.loading}>
            {tables.map((table) => (
              <ReportCard
                key={table.id}
                id={table.id}
                title={tableTitle(table.id)}
                tooltip={t(`tables.${table.id}.tooltip`)}
                onGraph={() => props.onGraph(table.metric)}
                graphDisabled={isCrane}
              >
                <Table.Root size="1">
                  <Table.Body>
                    {table.rows.map((row) => (
                      <Table.Row key={row.id} data-testid={`report-row-${row.id}`}>
                        <Table.RowHeaderCell className="kv-label">
                          {t(`rows.${row.label}`)}
                        </Table.RowHeaderCell>
                        <Table.Cell className="kv-value">
                          {f.value(row.value)}
                          {row.note &&
                            row.value.kind !== 'placeholder' &&
                            row.value.kind !== 'notApplicable' && (
                              <sup className="kv-note" aria-hidden="true">
                                {row.note}
                              </sup>
                            )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </ReportCard>
            ))}
            <ReportCard
              id="notifications"
              title={t('tables.notifications.title')}
              tooltip={t('tables.notifications.tooltip')}
            >
              <ReportNotifications
                notifications={report?.hours.notificationResponse ?? []}
                placeholder={general === null}
                timeZone={props.timeZone}
              />
            </ReportCard>
          </div>
          {general && (
            <div className="reporting-footnotes" data-testid="report-footnotes">
              <Text size="1" color="gray">
                <sup>1</sup> {t('footnoteStatus', { time: f.dateTimeSeconds(general.timestamp.status) })}
              </Text>
              <Text size="1" color="gray">
                <sup>2</sup> {t('footnoteMileage', { time: f.dateTimeSeconds(general.timestamp.mileage) })}
              </Text>
            </div>
          )}
          {!isCrane && report && report.days.days.length > 0 && (
            <Card size="2" className="report-card" data-testid="report-days">
              <Heading as="h2" size="3" className="report-card-title">
                {t('tables.days.title')}
              </Heading>
              <ReportDays days={report.days.days} isEloc={vehicle.isEloc} />
            </Card>
          )}
        </>
      )}
      {props.drawers}
    </div>
  );
}
