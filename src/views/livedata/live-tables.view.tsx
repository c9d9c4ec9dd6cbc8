import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FleetVehicle } from '../../machines/fleet/fleet.types';
import { StatusChip } from '../shared/fleet/status-chip.view';
import { useFleetFormat } from '../shared/fleet/use-fleet-format';
import { useNotificationLabel } from '../shared/use-notification-label';
import { KeyValueTable, type KeyValueRow } from './key-value-table.view';
import { gpsBand, gsmActive } from './signal-bands';
import { WeatherIcon } from './weather-icon.view';

/** The vehicle the live-data page shows: the selection machine's vehicle with its latest live entry. */
export type LiveVehicle = Pick<
  FleetVehicle,
  'vehicleId' | 'name' | 'image' | 'isCrane' | 'isEloc' | 'status' | 'entry'
>;

export interface LiveTablesProps {
  readonly vehicle: LiveVehicle;
  /** The temperature to show: the sensor's, or the weather's for the demo user. */
  readonly temperature: number | null;
  readonly notification: { readonly timestamp: string; readonly type: string } | null;
  readonly weather: { readonly icon: string; readonly summary: string; readonly temperature: number } | null;
  readonly timeZone?: string | undefined;
}

/** The four tables of the live-data page: live data, daily reporting hours, last notification, weather. */
export function LiveTables({ vehicle, temperature, notification, weather, timeZone }: LiveTablesProps) {
  const { t } = useTranslation('fleet');
  const label = useNotificationLabel();
  const f = useFleetFormat(timeZone);
  const entry = vehicle.entry;
  const live = entry?.live ?? null;
  const band = gpsBand(live?.GPSSignal);
  const gsm = gsmActive(live);
  const position = live?.position;
  const liveRows: KeyValueRow[] = [
    {
      id: 'status',
      label: t('livedata.fields.status'),
      value: <StatusChip status={vehicle.status} isCrane={vehicle.isCrane} />,
      note: 2,
    },
    { id: 'speed', label: t('livedata.fields.speed'), value: f.unit(live?.speed, 'kmh') },
    {
      id: 'position',
      label: t('livedata.fields.position'),
      value: position
        ? t('livedata.position', {
            latitude: f.number(position.lat, 5),
            longitude: f.number(position.lng, 5),
          })
        : t('livedata.noPosition'),
    },
    {
      id: 'mileage',
      label: t('livedata.fields.mileage'),
      value: f.unit(live?.mileageKm ?? entry?.total.mileageKm, 'km'),
      note: 1,
    },
    { id: 'power', label: t('livedata.fields.externalPower'), value: f.unit(live?.externalPower, 'volt') },
    { id: 'temperature', label: t('livedata.fields.temperature'), value: f.unit(temperature, 'celsius') },
    {
      id: 'gps',
      label: t('livedata.fields.gps'),
      value: band
        ? t('livedata.gpsValue', { band: t(`signal.gps.${band}`), count: live?.GPSSignal ?? 0 })
        : f.na,
    },
    {
      id: 'gsm',
      label: t('livedata.fields.gsm'),
      value: gsm === null ? f.na : t(gsm ? 'signal.gsm.active' : 'signal.gsm.inactive'),
    },
  ];
  // Electric locomotives have no engine idling: working hours and standing with engine on do not apply.
  const engineFigure = (hours: number | undefined) =>
    vehicle.isEloc ? t('livedata.notApplicable') : f.unit(hours, 'hours');
  const hourRows: KeyValueRow[] = [
    {
      id: 'working',
      label: t('livedata.fields.workingHours'),
      value: engineFigure(entry?.todays.workingHours),
    },
    {
      id: 'driving',
      label: t('livedata.fields.drivingHours'),
      value: f.unit(entry?.todays.drivingHours, 'hours'),
    },
    { id: 'idle', label: t('livedata.fields.idleHours'), value: engineFigure(entry?.todays.idleHours) },
    {
      id: 'equipped',
      label: t('livedata.fields.equippedHours'),
      value: f.unit(entry?.dailyEquippedHours, 'hours'),
    },
    {
      id: 'dailyMileage',
      label: t('livedata.fields.dailyMileage'),
      value: f.unit(entry?.dailyMileageKm, 'km'),
    },
  ];
  const notificationRows: KeyValueRow[] = notification
    ? [
        {
          id: 'notificationType',
          label: t('livedata.fields.notificationType'),
          value: label(notification.type),
        },
        {
          id: 'notificationTime',
          label: t('livedata.fields.notificationTime'),
          value: f.dateTime(notification.timestamp),
        },
      ]
    : [
        {
          id: 'notificationNone',
          label: t('livedata.fields.notificationType'),
          value: t('livedata.noNotification'),
        },
      ];
  const weatherRows: KeyValueRow[] = weather
    ? [
        {
          id: 'weatherSummary',
          label: t('livedata.fields.weatherSummary'),
          value: (
            <Flex align="center" gap="2">
              <WeatherIcon icon={weather.icon} size={24} />
              <Text>{weather.summary}</Text>
            </Flex>
          ),
        },
        {
          id: 'weatherTemperature',
          label: t('livedata.fields.weatherTemperature'),
          value: f.unit(weather.temperature, 'celsius'),
        },
      ]
    : [{ id: 'weatherNone', label: t('livedata.fields.weatherSummary'), value: t('livedata.noWeather') }];
  return (
    <div className="livedata-tables">
      <KeyValueTable title={t('livedata.tables.live')} rows={liveRows} />
      <KeyValueTable title={t('livedata.tables.hours')} rows={hourRows} />
      <KeyValueTable title={t('livedata.tables.notification')} rows={notificationRows} />
      <KeyValueTable title={t('livedata.tables.weather')} rows={weatherRows} />
    </div>
  );
}
