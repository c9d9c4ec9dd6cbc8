import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing/render';
import {
  datasheetOf,
  DIESEL_DRIVING,
  DIESEL_LATE,
  ELOC,
  FIXTURE_TIME_ZONE,
  fleetVehicles,
  LAST_NOTIFICATION,
  NO_POSITION,
  WEATHER_DE,
} from '../shared/fleet/testing/fleet-fixtures';
import { FLEET_RESTRICTIONS } from '../shared/fleet/testing/restriction-fixtures';
import { LiveDataView, type LiveDataViewProps } from './livedata.view';

const live = (entry = DIESEL_DRIVING) => fleetVehicles([entry])[0] ?? null;

const props = (overrides: Partial<LiveDataViewProps> = {}): LiveDataViewProps => ({
  vehicle: live(),
  datasheet: datasheetOf(DIESEL_DRIVING),
  notification: LAST_NOTIFICATION,
  weather: WEATHER_DE,
  isDemoUser: false,
  loading: false,
  updating: false,
  onUpdate: vi.fn(),
  timeZone: FIXTURE_TIME_ZONE,
  ...overrides,
});

const value = (id: string) => within(screen.getByTestId(`kv-${id}`)).getByRole('cell').textContent;

describe('live-data page (spec 000 §2 Live-data detail)', () => {
  it('shows the vehicle with picture, name and its datasheet', () => {
    renderWithProviders(<LiveDataView {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'BR 261 021-4' })).toBeTruthy();
    expect(screen.getByAltText('BR 261 021-4').getAttribute('src')).toBe('/vehicles/diesel-locomotive.svg');
    expect(screen.getByText('Vossloh Locomotives')).toBeTruthy();
    expect(screen.getByText('Gravita 10 BB')).toBeTruthy();
    expect(screen.getByText('FN-1001-2000')).toBeTruthy();
    expect(screen.getByText('2019')).toBeTruthy();
    expect(screen.getByText('80.000 kg')).toBeTruthy();
  });

  it('fills the live data table with units and signal bands', () => {
    renderWithProviders(<LiveDataView {...props()} />);
    expect(value('status')).toBe('Fährt2');
    expect(value('speed')).toBe('62 km/h');
    expect(value('position')).toBe('53,5511 / 9,9937');
    expect(value('mileage')).toBe('120.000 km1');
    expect(value('power')).toBe('27,4 V');
    expect(value('temperature')).toBe('6 °C');
    expect(value('gps')).toBe('gut (12 Satelliten)');
    expect(value('gsm')).toBe('aktiv');
  });

  it('shows the daily hours, the last notification and the weather', () => {
    renderWithProviders(<LiveDataView {...props()} />);
    expect(value('working')).toBe('1,5 h');
    expect(value('driving')).toBe('0,9 h');
    expect(value('idle')).toBe('0,6 h');
    expect(value('equipped')).toBe('2,7 h');
    expect(value('dailyMileage')).toBe('37,2 km');
    // The alert label's text in the user's language, not its key.
    expect(value('notificationType')).toBe('Geschwindigkeitsgrenze überschritten');
    expect(value('notificationTime')).toBe('05.03.2026 13:25');
    expect(value('weatherSummary')).toBe('Heiter bis wolkig');
    expect(value('weatherTemperature')).toBe('8,4 °C');
  });

  it('gives the mileage and status timestamps as DD.MM.YYYY HH:mm:ss footnotes', () => {
    renderWithProviders(<LiveDataView {...props()} />);
    const notes = screen.getByTestId('livedata-footnotes').textContent;
    expect(notes).toContain('1 Kilometerstand vom 05.03.2026 14:04:30');
    expect(notes).toContain('2 Letzter Status vom 05.03.2026 14:06:30');
  });

  it("uses the weather's temperature for the demo user", () => {
    renderWithProviders(<LiveDataView {...props({ isDemoUser: true })} />);
    expect(value('temperature')).toBe('8,4 °C');
  });

  it('marks working hours and standing with engine on as not applicable for electric locomotives', () => {
    renderWithProviders(<LiveDataView {...props({ vehicle: live(ELOC), datasheet: datasheetOf(ELOC) })} />);
    expect(value('working')).toBe('nicht zutreffend');
    expect(value('idle')).toBe('nicht zutreffend');
    expect(value('driving')).toBe('2,1 h');
  });

  it('shows missing values as NA in English, and no position', () => {
    const vehicle = live(NO_POSITION);
    renderWithProviders(
      <LiveDataView
        {...props({ vehicle: vehicle && { ...vehicle, entry: null }, notification: null, weather: null })}
      />,
      { language: 'en-GB' },
    );
    expect(value('speed')).toBe('NA');
    expect(value('position')).toBe('No position');
    expect(value('gps')).toBe('NA');
    expect(value('gsm')).toBe('NA');
    expect(value('notificationNone')).toBe('No notification');
    expect(value('weatherNone')).toBe('No weather data');
    expect(screen.getByTestId('livedata-footnotes').textContent).toContain('Mileage as of NA');
  });

  it('updates on demand, with a busy button while the update runs', () => {
    const onUpdate = vi.fn();
    const first = renderWithProviders(<LiveDataView {...props({ onUpdate })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(onUpdate).toHaveBeenCalled();
    first.unmount();
    renderWithProviders(<LiveDataView {...props({ updating: true })} />);
    expect(screen.getByRole('button', { name: /Aktualisieren/ })).toHaveProperty('disabled', true);
  });

  it('asks to pick a vehicle when none is active, and keeps the map area', () => {
    renderWithProviders(<LiveDataView {...props({ vehicle: null, map: <p>map</p> })} />);
    expect(screen.getByTestId('livedata-no-vehicle').textContent).toContain('Kein Fahrzeug aktiv');
    expect(screen.getByRole('region', { name: 'Karte' }).textContent).toBe('map');
  });
});

describe('live-data page: restriction notices (issue 30 §2)', () => {
  it.each([
    [
      'de-DE',
      1001,
      '2 Einschränkungen in Kraft',
      [
        'Pantograph damagedmax. 60 km/hbis zur Aufhebung',
        'Sanding out of ordermax. 80 km/hbis zur Aufhebung',
      ],
    ],
    ['en-GB', 1005, '1 restriction in force', ['Brake test duevalid until 06.03.2026 17:00']],
  ] as const)('lists the restrictions in force (%s, vehicle %i)', (language, vehicleId, heading, items) => {
    renderWithProviders(<LiveDataView {...props({ restrictions: FLEET_RESTRICTIONS[vehicleId] })} />, {
      language,
    });
    const section = within(screen.getByTestId('livedata-restrictions'));
    expect(section.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(section.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items);
  });

  it.each([
    ['de-DE', 'max. 60 km/h', 'max. 80 km/h'],
    ['en-GB', 'max. 60 km/h', 'max. 80 km/h'],
  ] as const)('says each speed limit once, beside its restriction (%s)', (language, ...limits) => {
    renderWithProviders(<LiveDataView {...props({ restrictions: FLEET_RESTRICTIONS[1001] })} />, {
      language,
    });
    const section = screen.getByTestId('livedata-restrictions');
    for (const limit of limits) expect(section.textContent.split(limit)).toHaveLength(2);
    expect(within(section).queryByTestId('restricted-note')).toBeNull();
  });

  it('shows no restriction section for an unrestricted vehicle', () => {
    renderWithProviders(<LiveDataView {...props()} />);
    expect(screen.queryByTestId('livedata-restrictions')).toBeNull();
  });

  it.each([
    ['de-DE', 'Verspätet eingetroffen', 'Die letzte Position kam 20 Minuten nach ihrer Zeit'],
    ['en-GB', 'Arrived late', 'The latest position reached the server 20 minutes after its time'],
  ] as const)(
    'marks a vehicle whose latest position arrived late, the delay in the tooltip and a note (%s)',
    (language, badge, hint) => {
      renderWithProviders(<LiveDataView {...props({ vehicle: live(DIESEL_LATE) })} />, { language });
      const marked = screen.getByTestId('late-arrival');
      expect(marked.textContent).toBe(badge);
      expect(marked.getAttribute('title')).toContain(hint);
      // The note says it as text (a touch screen shows no tooltip): the delay and why.
      expect(screen.getByTestId('late-arrival-note').textContent).toContain(hint);
    },
  );

  it('marks no vehicle whose latest position came on time', () => {
    renderWithProviders(<LiveDataView {...props()} />);
    expect(screen.queryByTestId('late-arrival')).toBeNull();
    expect(screen.queryByTestId('late-arrival-note')).toBeNull();
  });
});
