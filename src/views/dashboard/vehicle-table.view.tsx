import { Badge, Table, Text, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../shared/fleet/status-chip.view';
import { useRovingFocus, type RovingItemProps } from '../shared/roving-focus';
import { useFleetFormat } from '../shared/fleet/use-fleet-format';
import {
  DEFAULT_SORT,
  nextSort,
  sortVehicles,
  type DashboardSort,
  type DashboardVehicle,
} from './dashboard-sort';
import '../shared/visually-hidden.css';

/** The label in the hours column: electric locomotives (with their daily figures) and cranes. */
function KindLabel({
  vehicle,
  roving,
}: {
  readonly vehicle: DashboardVehicle;
  /** An electric locomotive's badge is focusable (its tooltip); the table's badges are one tab stop. */
  readonly roving: RovingItemProps;
}) {
  const { t } = useTranslation('fleet');
  const f = useFleetFormat();
  if (vehicle.isCrane)
    return (
      <Badge color="orange" variant="soft">
        {t('vehicleType.crane')}
      </Badge>
    );
  const tip = t('dashboard.elocTooltip', {
    equipped: f.unit(vehicle.entry?.dailyEquippedHours, 'hours'),
    mileage: f.unit(vehicle.entry?.dailyMileageKm, 'km'),
  });
  return (
    <Tooltip content={tip}>
      <Badge color="blue" variant="soft" {...roving} aria-label={`${t('vehicleType.eloc')}: ${tip}`}>
        {t('vehicleType.eloc')}
      </Badge>
    </Tooltip>
  );
}

/**
 * The table of selected vehicles (spec 000 §2 Dashboard): status (sortable by rank), name, speed, total
 * mileage and today's working hours; electric locomotives and cranes show their label instead of hours.
 */
export function VehicleTable({ vehicles }: { readonly vehicles: readonly DashboardVehicle[] }) {
  const { t } = useTranslation('fleet');
  const f = useFleetFormat();
  const [sort, setSort] = useState<DashboardSort>(DEFAULT_SORT);
  const rows = sortVehicles(vehicles, sort);
  // The electric locomotives' badges (their daily figures) are one tab stop; up and down move (issue 36).
  const elocs = rows.filter((v) => v.isEloc && !v.isCrane).map((v) => v.vehicleId);
  const roving = useRovingFocus(elocs, { arrows: 'vertical' });
  const ariaSort = sort.key === 'status' ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <div className="fleet-table-wrap">
      <Table.Root size="1" variant="surface">
        <caption className="visually-hidden">
          {t('dashboard.tableLabel')}
          {elocs.length > 1 && `. ${t('dashboard.elocKeys')}`}
        </caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell aria-sort={ariaSort}>
              <button
                type="button"
                className="dashboard-sort"
                onClick={() => setSort(nextSort(sort))}
                data-direction={sort.key === 'status' ? sort.direction : undefined}
              >
                {t('dashboard.columns.status')}
                <span className="visually-hidden">{t('dashboard.sortByStatus')}</span>
                <span aria-hidden="true" className="dashboard-sort-arrow" />
              </button>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell aria-sort={sort.key === 'name' ? 'ascending' : 'none'}>
              {t('dashboard.columns.name')}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="fleet-num">
              {t('dashboard.columns.speed')}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="fleet-num">
              {t('dashboard.columns.mileage')}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="fleet-num">
              {t('dashboard.columns.workingHours')}
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body onKeyDown={roving.onKeyDown}>
          {rows.map((v) => (
            <Table.Row key={v.vehicleId} data-vehicle-id={v.vehicleId}>
              <Table.Cell>
                <StatusChip status={v.status} isCrane={v.isCrane} />
              </Table.Cell>
              <Table.RowHeaderCell>
                <Text weight="medium">{v.name}</Text>
              </Table.RowHeaderCell>
              <Table.Cell className="fleet-num">{f.unit(v.entry?.live?.speed, 'kmh')}</Table.Cell>
              <Table.Cell className="fleet-num">{f.unit(v.entry?.total.mileageKm, 'km')}</Table.Cell>
              <Table.Cell className="fleet-num">
                {v.isCrane || v.isEloc ? (
                  <KindLabel vehicle={v} roving={roving.itemProps(v.vehicleId)} />
                ) : (
                  f.unit(v.entry?.todays.workingHours, 'hours')
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
