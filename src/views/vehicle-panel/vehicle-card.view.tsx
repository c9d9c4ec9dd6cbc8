import { IconButton, Text, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { VehicleRestrictionSummary } from '../../machines/restrictions/fleet-restrictions.types';
import { FocusIcon } from '../shared/fleet/fleet-icons';
import { RestrictedNote, RestrictionItems } from '../shared/fleet/restriction-note.view';
import { StatusChip } from '../shared/fleet/status-chip.view';
import { VehicleImage } from '../shared/fleet/vehicle-image.view';
import { avatarColour, vehicleKind } from '../shared/fleet/vehicle-status';
import type { RovingItemProps } from '../shared/roving-focus';
import type { PanelVehicle } from './panel-logic';

export type PanelMode = 'list' | 'tile';

export interface VehicleCardProps {
  readonly vehicle: PanelVehicle;
  readonly mode: PanelMode;
  readonly onToggleActive: (vehicleId: number) => void;
  readonly onToggleFocus: (vehicleId: number) => void;
  /**
   * Live status chip and map focus toggle (telematics read). Without them (a logbook-only user) the
   * card shows name, picture and type.
   */
  readonly showLiveStatus?: boolean;
  /** In a list of one tab stop (issue 36): its main button's roving props; the focus toggle follows. */
  readonly roving?: RovingItemProps;
  /** The vehicle's active restriction notices (issue 30 §2); absent: none. */
  readonly restrictions?: VehicleRestrictionSummary | undefined;
}

/**
 * One vehicle: a toggle button (click toggles active) with picture, name and status chip, and a focus
 * toggle beside it. In the list the picture sits in an avatar of the vehicle's colour (id modulo 6).
 * A restricted vehicle says so under its name (part of the button's name); an active one lists the
 * restrictions' texts below.
 */
export function VehicleCard({
  vehicle,
  mode,
  onToggleActive,
  onToggleFocus,
  showLiveStatus = true,
  roving,
  restrictions,
}: VehicleCardProps) {
  const { t } = useTranslation('fleet');
  const kind = vehicleKind(vehicle);
  const focusLabel = t(vehicle.isFocused ? 'panel.unfocus' : 'panel.focus', { name: vehicle.name });
  return (
    <div
      className="vehicle-card"
      data-mode={mode}
      data-active={vehicle.isCardActive ? '' : undefined}
      data-focused={vehicle.isFocused ? '' : undefined}
      data-testid={`vehicle-card-${vehicle.vehicleId}`}
    >
      <button
        type="button"
        className="vehicle-card-main"
        aria-pressed={vehicle.isCardActive}
        onClick={() => onToggleActive(vehicle.vehicleId)}
        {...roving}
      >
        {mode === 'list' ? (
          <span className="vehicle-avatar" data-accent-color={avatarColour(vehicle.vehicleId)}>
            <VehicleImage src={vehicle.image} kind={kind} alt="" className="vehicle-avatar-image" />
          </span>
        ) : (
          <VehicleImage
            src={vehicle.image}
            kind={kind}
            alt=""
            className="vehicle-tile-image fleet-vehicle-image"
          />
        )}
        <span className="vehicle-card-text">
          <Text as="span" size="2" weight="medium" className="vehicle-card-name">
            {vehicle.name}
          </Text>
          <span className="vehicle-card-meta">
            {showLiveStatus && <StatusChip status={vehicle.status} isCrane={vehicle.isCrane} />}
            {/* A crane's chip already reads "Crane"; its type would only repeat it. */}
            {(kind === 'eloc' || !showLiveStatus) && (
              <Text as="span" size="1" color="gray">
                {t(`vehicleType.${kind}`)}
              </Text>
            )}
            {restrictions && <RestrictedNote summary={restrictions} />}
          </span>
        </span>
      </button>
      {showLiveStatus && (
        <Tooltip content={focusLabel}>
          <IconButton
            type="button"
            size="1"
            variant={vehicle.isFocused ? 'solid' : 'ghost'}
            {...(vehicle.isFocused ? {} : { color: 'gray' as const })}
            className="vehicle-card-focus"
            aria-label={focusLabel}
            aria-pressed={vehicle.isFocused}
            onClick={() => onToggleFocus(vehicle.vehicleId)}
            {...(roving ? { ...roving, 'data-roving-part': 'focus' } : {})}
          >
            <FocusIcon size={16} />
          </IconButton>
        </Tooltip>
      )}
      {restrictions && vehicle.isCardActive && (
        <div className="vehicle-card-restrictions">
          <RestrictionItems summary={restrictions} />
        </div>
      )}
    </div>
  );
}
