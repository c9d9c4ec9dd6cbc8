import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DraftIcon, TrainIcon } from '../../shared/icons';
import { ExportFormatDialog, type ExportFormatDialogProps } from './logbook-dialogs.view';
import { badgeCount } from './logbook-format';
import { AddEntryButton, LogbookPageFrame, type LogbookPageProps } from './logbook-page.view';

export interface LogbookListViewProps extends LogbookPageProps {
  readonly foundCount: number;
  readonly onSelectAll: () => void;
  readonly onDeselectAll: () => void;
  readonly onExport: () => void;
  /** Open (status created) entries exist: the "view open entries" link. */
  readonly openEntries: number;
  readonly exportDialog: ExportFormatDialogProps;
  /**
   * The date-range picker of the other toolbar views (spec 000 §2; the screen's
   * `<PeriodPickerScreen>`): the entries created on those days are listed and exported.
   */
  readonly dateRange?: ReactNode;
  /**
   * Leads to the vehicle choice (the vehicle panel or its drawer). Absent: no button (the page shows
   * whose entries it lists all the same).
   */
  readonly onChooseVehicle?: () => void;
  /** The selected vehicle's restriction notices (issue 30 §2), above everything else of the page. */
  readonly restrictions?: ReactNode;
}

/**
 * Whose entries the list holds: the selected vehicle's name, or the spec's no-vehicle label with what
 * is listed instead (every vehicle the user may see); and the way to the vehicle choice, the first
 * step when no vehicle is selected (adding an entry needs one, spec 001 §5).
 */
function VehicleHeader(props: Pick<LogbookListViewProps, 'vehicleName' | 'canCreate' | 'onChooseVehicle'>) {
  const { t } = useTranslation('logbook');
  const none = props.vehicleName === null;
  return (
    <Flex direction="column" align="start" gap="1">
      <Text as="p" size="3" color="gray" data-testid="logbook-vehicle">
        {props.vehicleName ?? t('labels.noDeviceSelected')}
      </Text>
      {none && (
        <Text as="p" size="2" id="logbook-scope" data-testid="logbook-scope">
          {t('labels.allVehiclesListed')}
          {props.canCreate ? `. ${t('labels.chooseVehicleToAdd')}` : ''}
        </Text>
      )}
      {props.onChooseVehicle && (
        <Button
          variant={none ? 'solid' : 'soft'}
          className={none ? 'logbook-strong logbook-choose' : 'logbook-choose'}
          onClick={props.onChooseVehicle}
          data-testid="choose-vehicle"
          mt="1"
        >
          <TrainIcon size={16} />
          {none ? t('actions.chooseVehicle') : t('actions.changeVehicle')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * The logbook list page (spec 001 §2 Logbook list): toolbar (date range, add new entry, export), header (vehicle,
 * select all / deselect all with the count), the checkbox table with remote sorting, pagination, the
 * link to the open entries, the export format dialog and the snackbar.
 */
export function LogbookListView(props: LogbookListViewProps) {
  const { t } = useTranslation('logbook');
  return (
    <LogbookPageFrame
      {...props}
      testId="logbook-list"
      subtitle={<VehicleHeader {...props} />}
      actions={
        <>
          {props.dateRange}
          <AddEntryButton {...props} />
          <Button
            variant="soft"
            onClick={props.onExport}
            disabled={props.selectedCount === 0}
            data-testid="export-entries"
          >
            {t('actions.export')}
          </Button>
        </>
      }
      dialog={<ExportFormatDialog {...props.exportDialog} />}
    >
      {props.restrictions}
      {props.openEntries > 0 && (
        <Callout.Root color="amber" variant="surface" size="1" mb="3">
          <Callout.Icon>
            <DraftIcon />
          </Callout.Icon>
          <Callout.Text>
            <Link href="/logbook-draft-entries" className="logbook-link" data-testid="view-open-entries">
              {t('labels.viewOpenEntries')} ({badgeCount(props.openEntries)})
            </Link>
          </Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="2" align="center" wrap="wrap" mb="2" className="logbook-selection">
        <Button size="1" variant="soft" onClick={props.onSelectAll} disabled={props.foundCount === 0}>
          {t('actions.selectAll')}
        </Button>
        <Button
          size="1"
          variant="soft"
          color="gray"
          onClick={props.onDeselectAll}
          disabled={props.selectedCount === 0}
        >
          {t('actions.deselectAll')}
        </Button>
        <Text size="2" color="gray" data-testid="selected-count" aria-live="polite">
          {t('labels.selectedCount', { count: props.selectedCount })} ·{' '}
          {t('labels.foundCount', { count: props.foundCount })}
        </Text>
      </Flex>
    </LogbookPageFrame>
  );
}
