import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Datasheet } from '../../api/contract/fleet.contract';
import type { VehicleRestrictionSummary } from '../../machines/restrictions/fleet-restrictions.types';
import { RefreshIcon } from '../shared/fleet/fleet-icons';
import { DatasheetTable } from '../shared/fleet/datasheet-table.view';
import { LateArrivalBadge, LateArrivalNote } from '../shared/fleet/late-arrival.view';
import { MapArea } from '../shared/fleet/map-area.view';
import { RestrictionItems } from '../shared/fleet/restriction-note.view';
import { StatusChip } from '../shared/fleet/status-chip.view';
import { useFleetFormat } from '../shared/fleet/use-fleet-format';
import { VehicleImage } from '../shared/fleet/vehicle-image.view';
import { vehicleKind } from '../shared/fleet/vehicle-status';
import { AlertIcon, InfoIcon } from '../shared/icons';
import { LiveTables, type LiveTablesProps, type LiveVehicle } from './live-tables.view';
import { shownTemperature } from './signal-bands';
import '../shared/fleet/fleet.css';
import './livedata.css';
import '../shared/visually-hidden.css';

export interface LiveDataViewProps {
  /** The active vehicle with its live data; null when none is active. */
  readonly vehicle: LiveVehicle | null;
  readonly datasheet: Datasheet | null;
  readonly notification: LiveTablesProps['notification'];
  readonly weather: LiveTablesProps['weather'];
  /** Demo user: the temperature comes from the weather response (spec 000 §1). */
  readonly isDemoUser: boolean;
  /** The vehicle's notification, weather and datasheet are loading for the first time. */
  readonly loading: boolean;
  /** A manual update is running (the machine clears it after 750 ms). */
  readonly updating: boolean;
  readonly onUpdate: () => void;
  /** The fleet map, placed by the screen. */
  readonly map?: ReactNode;
  readonly timeZone?: string;
  /** The vehicle's active restriction notices (issue 30 §2); absent: none. */
  readonly restrictions?: VehicleRestrictionSummary | undefined;
}

/** The live-data page of the active vehicle (spec 000 §2 Live-data detail). */
export function LiveDataView(props: LiveDataViewProps) {
  const { t } = useTranslation('fleet');
  const f = useFleetFormat(props.timeZone);
  const { vehicle } = props;
  if (!vehicle)
    return (
      <div className="livedata-page">
        <h1 className="visually-hidden">{t('routes.livedata', { ns: 'common' })}</h1>
        <MapArea>{props.map}</MapArea>
        <Callout.Root color="gray" variant="surface" data-testid="livedata-no-vehicle">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('livedata.pickVehicle')}</Callout.Text>
        </Callout.Root>
      </div>
    );
  const kind = vehicleKind(vehicle);
  const lateByMs = vehicle.entry?.live?.arrivedLateByMs;
  return (
    <div className="livedata-page">
      <Flex align="center" gap="3" wrap="wrap" className="livedata-head">
        <Heading as="h1" size="6">
          {vehicle.name}
        </Heading>
        <StatusChip status={vehicle.status} isCrane={vehicle.isCrane} />
        {lateByMs !== undefined && <LateArrivalBadge lateByMs={lateByMs} />}
        {/* A crane's chip already reads "Crane". */}
        {kind === 'eloc' && (
          <Text size="2" color="gray">
            {t(`vehicleType.${kind}`)}
          </Text>
        )}
        {props.loading && <Spinner size="2" role="status" aria-label={t('livedata.loading')} />}
        <Button
          type="button"
          variant="soft"
          ml="auto"
          className="livedata-update"
          loading={props.updating}
          onClick={props.onUpdate}
        >
          <RefreshIcon size={16} />
          {t('livedata.update')}
        </Button>
      </Flex>
      {lateByMs !== undefined && <LateArrivalNote lateByMs={lateByMs} />}
      {props.restrictions && <LiveRestrictions summary={props.restrictions} timeZone={props.timeZone} />}
      <div className="livedata-top">
        <MapArea>{props.map}</MapArea>
        <Card size="2" className="livedata-vehicle">
          <VehicleImage
            src={vehicle.image}
            kind={kind}
            alt={vehicle.name}
            className="livedata-image fleet-vehicle-image"
          />
          <Heading as="h2" size="3" my="3">
            {t('livedata.tables.datasheet')}
          </Heading>
          <DatasheetTable datasheet={props.datasheet} />
        </Card>
      </div>
      <LiveTables
        vehicle={vehicle}
        temperature={shownTemperature(vehicle.entry?.live, props.weather?.temperature, props.isDemoUser)}
        notification={props.notification}
        weather={props.weather}
        timeZone={props.timeZone}
      />
      <Text as="p" size="1" color="gray" className="livedata-footnotes" data-testid="livedata-footnotes">
        <span>
          <sup>1</sup>{' '}
          {t('livedata.footnoteMileage', { time: f.dateTimeSeconds(vehicle.entry?.timestampMileage) })}
        </span>
        <span>
          <sup>2</sup>{' '}
          {t('livedata.footnoteStatus', {
            time: f.dateTimeSeconds(vehicle.entry?.timestamp.timestampRecentRawDataStatus),
          })}
        </span>
      </Text>
    </div>
  );
}

/**
 * The vehicle's restrictions in force: text, speed limit and end, in the organisation's zone. Each
 * speed limit is said once, beside its restriction: no "Restricted: max 60 km/h" note by the heading
 * (the panel's card, which lists texts only, keeps that note).
 */
function LiveRestrictions({
  summary,
  timeZone,
}: {
  readonly summary: VehicleRestrictionSummary;
  readonly timeZone: string | undefined;
}) {
  const { t } = useTranslation('fleet');
  return (
    <Card size="2" className="livedata-restrictions" data-testid="livedata-restrictions">
      <Flex align="center" gap="2" wrap="wrap" mb="2">
        <span className="livedata-restrictions-icon">
          <AlertIcon size={16} />
        </span>
        <Heading as="h2" size="3">
          {t('restrictions.title', { count: summary.items.length })}
        </Heading>
      </Flex>
      <RestrictionItems summary={summary} detailed {...(timeZone ? { timeZone } : {})} />
    </Card>
  );
}
