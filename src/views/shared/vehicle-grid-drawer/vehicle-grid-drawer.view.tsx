import { Box, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { LabelledCheck } from '../labelled-check.view';
import { SideDrawerHead } from '../side-drawer-head.view';
import '../side-drawer.css';
import { MODAL_DIALOG } from '../modal-dialog';

/** A vehicle the grid offers (cranes are left out by the caller). */
export interface VehicleGridChoice {
  readonly vehicleId: number;
  readonly name: string;
}

/** The props every vehicle-grid drawer hands straight through: the vehicles, the selection, the filter. */
export interface VehicleGridSelectionProps<Choice extends VehicleGridChoice = VehicleGridChoice> {
  readonly open: boolean;
  /** The vehicles the filter shows (cranes are never offered). */
  readonly vehicles: readonly Choice[];
  /** All vehicles offered (for the "n of m selected" line). */
  readonly offeredCount: number;
  readonly selected: ReadonlySet<number>;
  readonly selectAll: boolean | 'indeterminate';
  readonly filter: string;
  readonly onToggle: (vehicleId: number) => void;
  readonly onSelectAll: (selected: boolean) => void;
  readonly onFilter: (text: string) => void;
  readonly onClose: () => void;
}

/** The drawer's texts, each drawer's own (its namespace, "vehicles" or "locomotives"). */
export type VehicleGridTextKey =
  'title' | 'close' | 'selectAll' | 'filter' | 'filterPlaceholder' | 'selected' | 'noVehicles' | 'vehicles';

export interface VehicleGridDrawerProps extends VehicleGridSelectionProps {
  /** Translates a text key; the counts are for the "n of m selected" line (the other texts ignore them). */
  readonly text: (key: VehicleGridTextKey, counts: { selected: number; total: number }) => string;
  /** The drawer's own test ids, which the unit and end-to-end tests find it by. */
  readonly testIds: { readonly drawer: string; readonly selectAll: string };
  /** The drawer's own class names (its stylesheet styles them). */
  readonly classNames: {
    readonly head: string;
    readonly body: string;
    readonly grid: string;
    readonly vehicle: string;
  };
  /** Locks the selection (select-all and every vehicle) while the drawer works. */
  readonly locked?: boolean;
  /** The dialog's description, first in the body (without one the dialog says it has none). */
  readonly description?: ReactNode;
  /** The period above the filter: a date-range picker and its notices. */
  readonly periodSlot: ReactNode;
  /** Shown under the grid (a save's failure). */
  readonly afterGrid?: ReactNode;
  /** The foot under the scrolling body, with the drawer's buttons. */
  readonly foot: ReactNode;
  /** Rendered inside the dialog after the foot (a dialog over the drawer). */
  readonly children?: ReactNode;
}

/**
 * A side drawer for choosing vehicles (spec 000 and 001 §9: 80 % wide up to 868 px): the title and
 * close, the period slot, select-all with a name filter, the "n of m selected" line, the grid of
 * vehicles and the caller's foot. The export and apply-to-many drawers build on it. Pure props.
 */
export function VehicleGridDrawer(props: VehicleGridDrawerProps) {
  const { classNames } = props;
  const counts = { selected: props.selected.size, total: props.offeredCount };
  const text = (key: VehicleGridTextKey) => props.text(key, counts);
  const locked = props.locked === true;
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        className="side-drawer"
        {...(props.description === undefined ? { 'aria-describedby': undefined } : {})}
        data-testid={props.testIds.drawer}
      >
        <SideDrawerHead
          className={classNames.head}
          title={text('title')}
          closeLabel={text('close')}
          onClose={props.onClose}
        />
        <Box className={classNames.body}>
          <Flex direction="column" gap="4">
            {props.description !== undefined && (
              <Dialog.Description size="2" color="gray">
                {props.description}
              </Dialog.Description>
            )}
            {props.periodSlot}
            <Flex gap="4" align="end" wrap="wrap">
              <LabelledCheck
                label={text('selectAll')}
                checked={props.selectAll}
                disabled={props.vehicles.length === 0 || locked}
                onCheckedChange={props.onSelectAll}
                data-testid={props.testIds.selectAll}
              />
              <Box flexGrow="1" maxWidth="320px">
                <TextField.Root
                  aria-label={text('filter')}
                  placeholder={text('filterPlaceholder')}
                  value={props.filter}
                  onChange={(event) => props.onFilter(event.target.value)}
                />
              </Box>
            </Flex>
            <Text size="2" color="gray">
              {text('selected')}
            </Text>
            {props.vehicles.length === 0 ? (
              <Text size="2">{text('noVehicles')}</Text>
            ) : (
              <div className={classNames.grid} role="group" aria-label={text('vehicles')}>
                {props.vehicles.map((vehicle) => (
                  <LabelledCheck
                    key={vehicle.vehicleId}
                    className={classNames.vehicle}
                    label={vehicle.name}
                    checked={props.selected.has(vehicle.vehicleId)}
                    disabled={locked}
                    onCheckedChange={() => props.onToggle(vehicle.vehicleId)}
                  />
                ))}
              </div>
            )}
            {props.afterGrid}
          </Flex>
        </Box>
        {props.foot}
        {props.children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
