import { Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { ExportChoice } from '../../../machines/shared/export-drawer/export-drawer.types';
import {
  VehicleGridDrawer,
  type VehicleGridSelectionProps,
} from '../vehicle-grid-drawer/vehicle-grid-drawer.view';
import { VehicleGridPeriod } from '../vehicle-grid-drawer/vehicle-grid-period.view';
import type { ExportDrawerLook } from './export-drawer.look';
import { ExportRunFootView, type ExportRunFootProps } from './export-run-foot.view';

export type { ExportDrawerLook, ExportDrawerTexts } from './export-drawer.look';

export interface ExportDrawerViewProps extends VehicleGridSelectionProps<ExportChoice> {
  readonly look: ExportDrawerLook;
  /**
   * The period: the date-range picker, or the period as text. It carries its own 'Period' label (the
   * picker's, as in the toolbar): the drawer adds none, or the word would show twice.
   */
  readonly dateRange: ReactNode;
  /** The period reaches past today (the picker blocks it; said here in case). */
  readonly periodInFuture: boolean;
  readonly canExport: boolean;
  readonly onExport: () => void;
  /** The run under the grid (the page has no options dialog); null: the Export button alone. */
  readonly run: Omit<ExportRunFootProps, 'texts' | 'look' | 'canExport' | 'onExport'> | null;
  /** The options dialog over the drawer. */
  readonly children?: ReactNode;
}

/**
 * The export drawer (spec 000 §2 Reporting, spec 001 §2, §5; §9: 80 % wide up to 868 px), one for
 * every page, each with its look: select-all, a name filter, the period, a grid of the vehicles (no
 * cranes) and the Export button, which opens the page's options dialog (`children`) or runs the export
 * under the grid (`run`: progress, the saved file or the failure). Pure props.
 */
export function ExportDrawerView(props: ExportDrawerViewProps) {
  const { look, run } = props;
  const texts = look.useTexts();
  const busy = run !== null && (run.phase === 'fetching' || run.phase === 'building');
  return (
    <VehicleGridDrawer
      {...props}
      text={texts.grid}
      testIds={look.testIds}
      classNames={look.classNames}
      locked={busy}
      periodSlot={<VehicleGridPeriod {...props} futureWarning={texts.periodInFuture} />}
      foot={
        run === null ? (
          <Flex className={look.classNames.foot} justify="end">
            <Button onClick={props.onExport} disabled={!props.canExport} data-testid={look.testIds.export}>
              {texts.export}
            </Button>
          </Flex>
        ) : (
          <ExportRunFootView
            {...run}
            texts={texts}
            look={look}
            canExport={props.canExport}
            onExport={props.onExport}
          />
        )
      }
    />
  );
}
