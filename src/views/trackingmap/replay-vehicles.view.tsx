import { Button, Callout, Flex, Popover, Text, TextField } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLAY_LIMITS, type VehicleId } from '../../api/contract';
import { matchesNameFilter } from '../../machines/fleet/vehicle-selection.types';
import { InfoIcon } from '../shared/icons';
import { LabelledCheck } from '../shared/labelled-check.view';

/** A vehicle the picker offers. */
export interface ReplayVehicleOption {
  readonly vehicleId: VehicleId;
  readonly name: string;
}

export interface ReplayVehiclesProps {
  /** The fleet's vehicles, in the list's order (by name). */
  readonly vehicles: readonly ReplayVehicleOption[];
  /** The vehicles replayed now (preselected when the picker opens). */
  readonly chosen: readonly VehicleId[];
  /** The user applied a choice (at most {@link REPLAY_LIMITS.maxVehicles}). */
  readonly onChoose: (vehicleIds: readonly VehicleId[]) => void;
  /** Open from the start (stories). */
  readonly defaultOpen?: boolean;
}

const MAX = REPLAY_LIMITS.maxVehicles;

/**
 * The replay's own choice of vehicles (issue 30 §3), apart from the map's single selection: a button
 * saying how many are replayed opens a searchable checklist of the fleet (the search is the vehicle
 * list's filter: case-insensitive, a regular expression when it is one), with "all shown" for the
 * filtered ones. The choice is a draft until "Apply", so checking twenty boxes fetches once; more than
 * {@link REPLAY_LIMITS.maxVehicles} cannot be applied and says so.
 */
export function ReplayVehicles({ vehicles, chosen, onChoose, defaultOpen = false }: ReplayVehiclesProps) {
  const { t } = useTranslation('map');
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState<ReadonlySet<VehicleId>>(() => new Set(chosen));
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => vehicles.filter((v) => matchesNameFilter(v.name, filter)), [vehicles, filter]);
  const shownChosen = shown.filter((v) => draft.has(v.vehicleId)).length;
  const tooMany = draft.size > MAX;

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(new Set(chosen));
      setFilter('');
    }
    setOpen(next);
  };
  const toggle = (vehicleId: VehicleId, on: boolean) => {
    const next = new Set(draft);
    if (on) next.add(vehicleId);
    else next.delete(vehicleId);
    setDraft(next);
  };
  const toggleShown = (on: boolean) => {
    const next = new Set(draft);
    for (const v of shown) {
      if (on) next.add(v.vehicleId);
      else next.delete(v.vehicleId);
    }
    setDraft(next);
  };
  const apply = () => {
    // In the fleet's order, so the same choice is the same list.
    onChoose(vehicles.filter((v) => draft.has(v.vehicleId)).map((v) => v.vehicleId));
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger>
        <Button
          variant="surface"
          color="gray"
          // Radix's high contrast (its prop types as never under exactOptionalPropertyTypes): AA text.
          className="rt-high-contrast"
          data-testid="replay-vehicles"
        >
          {t('replay.vehicles.button', { chosen: chosen.length })}
        </Button>
      </Popover.Trigger>
      <Popover.Content
        size="1"
        width="360px"
        maxWidth="calc(100vw - 16px)"
        aria-label={t('replay.vehicles.dialog')}
        className="replay-vehicles"
      >
        <Flex direction="column" gap="2">
          <TextField.Root
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            placeholder={t('replay.vehicles.search')}
            aria-label={t('replay.vehicles.search')}
          />
          <Flex align="center" justify="between" gap="2" wrap="wrap">
            <LabelledCheck
              checked={shownChosen === 0 ? false : shownChosen === shown.length ? true : 'indeterminate'}
              onCheckedChange={toggleShown}
              disabled={shown.length === 0}
              label={t('replay.vehicles.allShown', { shown: shown.length })}
              className="replay-vehicles-row"
            />
            <Text size="1" color="gray" role="status" id={`${id}-count`}>
              {t('replay.vehicles.chosenCount', { chosen: draft.size, total: vehicles.length })}
            </Text>
          </Flex>
          {tooMany && (
            <Callout.Root color="red" size="1" role="alert" data-testid="replay-vehicles-too-many">
              <Callout.Icon>
                <InfoIcon />
              </Callout.Icon>
              <Callout.Text>
                {t('replay.vehicles.tooMany', { max: MAX, chosen: draft.size, over: draft.size - MAX })}
              </Callout.Text>
            </Callout.Root>
          )}
          <div
            className="replay-vehicles-list"
            role="group"
            aria-label={t('replay.vehicles.list')}
            aria-describedby={`${id}-count`}
          >
            {shown.map((v) => (
              <LabelledCheck
                key={v.vehicleId}
                checked={draft.has(v.vehicleId)}
                onCheckedChange={(on) => toggle(v.vehicleId, on)}
                label={v.name}
                className="replay-vehicles-row"
              />
            ))}
            {shown.length === 0 && (
              <Text size="2" color="gray">
                {t('replay.vehicles.noMatch')}
              </Text>
            )}
          </div>
          <Flex justify="end" gap="2">
            <Popover.Close>
              <Button variant="soft" color="gray">
                {t('replay.vehicles.cancel')}
              </Button>
            </Popover.Close>
            <Button onClick={apply} disabled={tooMany} data-testid="replay-vehicles-apply">
              {t('replay.vehicles.apply')}
            </Button>
          </Flex>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
