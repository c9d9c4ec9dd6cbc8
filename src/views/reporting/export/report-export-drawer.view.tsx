import { Box, Button, Checkbox, Dialog, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoice } from '../../../machines/reporting/report-export.types';
import { CrossIcon } from '../../shared/icons';
import '../../shared/side-drawer.css';
import './report-export.css';

export interface ReportExportDrawerViewProps {
  readonly open: boolean;
  /** The vehicles the filter shows (cranes are never offered). */
  readonly vehicles: readonly ExportChoice[];
  /** All vehicles offered (for the "n of m selected" line). */
  readonly offeredCount: number;
  readonly selected: ReadonlySet<number>;
  readonly selectAll: boolean | 'indeterminate';
  readonly filter: string;
  /**
   * The period: the date-range picker, or the period as text. It carries its own 'Period' label (the
   * picker's, as in the toolbar): the drawer adds none, or the word would show twice.
   */
  readonly dateRange: ReactNode;
  /** The period reaches past today (the picker blocks it; said here in case). */
  readonly periodInFuture: boolean;
  readonly canExport: boolean;
  readonly onToggle: (vehicleId: number) => void;
  readonly onSelectAll: (selected: boolean) => void;
  readonly onFilter: (text: string) => void;
  readonly onExport: () => void;
  readonly onClose: () => void;
  /** The options dialog over the drawer. */
  readonly children?: ReactNode;
}

/**
 * The reporting export drawer (spec 000 §2 Reporting, §9: at most 868 px wide): select-all, a name
 * filter, the period, a grid of the vehicles (no cranes) and the Export button that opens the options
 * dialog. Pure props.
 */
export function ReportExportDrawerView(props: ReportExportDrawerViewProps) {
  const { t } = useTranslation('reportExport');
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content className="side-drawer" aria-describedby={undefined} data-testid="report-export-drawer">
        <Flex className="report-export-head" align="center" justify="between" gap="3">
          <Dialog.Title mb="0" size="5">
            {t('drawer.title')}
          </Dialog.Title>
          <IconButton
            type="button"
            variant="ghost"
            color="gray"
            aria-label={t('drawer.close')}
            onClick={props.onClose}
          >
            <CrossIcon size={18} />
          </IconButton>
        </Flex>
        <Box className="report-export-body">
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              {props.dateRange}
              {props.periodInFuture && (
                <Text size="2" color="red" role="alert">
                  {t('drawer.periodInFuture')}
                </Text>
              )}
            </Flex>
            <Flex gap="4" align="end" wrap="wrap">
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox
                    checked={props.selectAll}
                    disabled={props.vehicles.length === 0}
                    onCheckedChange={(checked) => props.onSelectAll(checked === true)}
                    data-testid="report-export-select-all"
                  />
                  {t('drawer.selectAll')}
                </Flex>
              </Text>
              <Box flexGrow="1" maxWidth="320px">
                <TextField.Root
                  aria-label={t('drawer.filter')}
                  placeholder={t('drawer.filterPlaceholder')}
                  value={props.filter}
                  onChange={(event) => props.onFilter(event.target.value)}
                />
              </Box>
            </Flex>
            <Text size="2" color="gray">
              {t('drawer.selected', { selected: props.selected.size, total: props.offeredCount })}
            </Text>
            {props.vehicles.length === 0 ? (
              <Text size="2">{t('drawer.noVehicles')}</Text>
            ) : (
              <div className="report-export-grid" role="group" aria-label={t('drawer.vehicles')}>
                {props.vehicles.map((vehicle) => (
                  <Text as="label" size="2" key={vehicle.vehicleId} className="report-export-vehicle">
                    <Flex gap="2" align="center">
                      <Checkbox
                        checked={props.selected.has(vehicle.vehicleId)}
                        onCheckedChange={() => props.onToggle(vehicle.vehicleId)}
                      />
                      {vehicle.name}
                    </Flex>
                  </Text>
                ))}
              </div>
            )}
          </Flex>
        </Box>
        <Flex className="report-export-foot" justify="end">
          <Button
            onClick={props.onExport}
            disabled={!props.canExport}
            data-testid="report-export-open-options"
          >
            {t('drawer.export')}
          </Button>
        </Flex>
        {props.children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
