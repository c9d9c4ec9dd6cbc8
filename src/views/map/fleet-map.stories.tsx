import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureActiveRestriction } from '../../machines/restrictions/fleet-restrictions.fixtures';
import { groupByVehicle } from '../../machines/restrictions/fleet-restrictions.rules';
import { FleetMap } from './fleet-map.view';
import { generateFleet, idsOf, NO_TILES, SMALL_FLEET } from './testing/fleet.fixtures';

/**
 * The fleet map with fixture fleets. No tile server is configured (Storybook runs offline): what you
 * see is the offline base layer (Natural Earth country outlines) with the deck.gl markers on top.
 */
const meta = {
  title: 'Map/Fleet map',
  component: FleetMap,
  decorators: [
    (Story) => (
      <div style={{ height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    vehicles: SMALL_FLEET,
    activeVehicleIds: null,
    focusedVehicleId: null,
    toggles: { railway: false, satellite: false },
    tiles: NO_TILES,
    view: 'dashboard',
    loading: false,
    onVehicleClick: fn(),
    onLoaded: fn(),
    onViewChange: fn(),
  },
} satisfies Meta<typeof FleetMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every type and status; three vehicles in the Hamburg harbour form a cluster at this zoom. */
export const SmallFleet: Story = {};

const RESTRICTED = groupByVehicle([
  fixtureActiveRestriction({ id: 1, vehicleId: 104, text: 'Pantograph damaged', speedLimitKmh: 60 }),
  fixtureActiveRestriction({ id: 2, vehicleId: 104, text: 'Sanding out of order', speedLimitKmh: 80 }),
  fixtureActiveRestriction({ id: 3, vehicleId: 106, text: 'Brake test due', speedLimitKmh: null }),
  // In the Hamburg cluster: no badge while clustered.
  fixtureActiveRestriction({ id: 4, vehicleId: 102, text: 'Horn defective', speedLimitKmh: null }),
]);

/**
 * Restriction notices (issue 30 §2): red badges on E 186 Hannover and G 1206 Köln-Eifeltor (hover or
 * tap a marker for its restrictions); the others, and the clustered ones, have none.
 */
export const Restricted: Story = { args: { restrictions: RESTRICTED } };

/** The same on a phone-sized screen, in English. */
export const RestrictedPhone: Story = {
  args: { restrictions: RESTRICTED },
  globals: { locale: 'en-GB', viewport: { value: 'mobile2', isRotated: false } },
};

/** The focused vehicle is flown to at zoom 12 and ringed. */
export const FocusedVehicle: Story = { args: { focusedVehicleId: 104 } };

/** A selected vehicle without position: 'No postion data available for this box' for 5 s. */
export const VehicleWithoutPosition: Story = {
  args: { activeVehicleIds: [101, 104, 110] },
  globals: { locale: 'en-GB' },
};

/** 400 vehicles over central Europe: clusters with their counts; a click on one zooms in. */
export const Clusters: Story = { args: { vehicles: generateFleet(400), activeVehicleIds: null } };

/** 5,000 vehicles, the benchmark's fleet. */
export const FiveThousandVehicles: Story = { args: { vehicles: generateFleet(5000) } };

/** Only the selected vehicles are drawn. */
export const Selection: Story = { args: { activeVehicleIds: idsOf(SMALL_FLEET).slice(3, 6) } };

/** No vehicles at all: the default centre (51° N, 9.5° E) at zoom 5. */
export const Empty: Story = { args: { vehicles: [] } };

/** The map frame still loading. */
export const Loading: Story = { args: { loading: true } };

/** The ready map busy (tiles loading; the map frame's busy phase, 2 s at most): a corner indicator. */
export const Busy: Story = { args: { busy: true } };

/** Tile sources configured (unreachable offline: the offline base stays visible beneath). */
export const WithTileSources: Story = {
  args: {
    toggles: { railway: true, satellite: false },
    tiles: {
      base: { url: 'https://tile.example.org/{z}/{x}/{y}.png', attribution: '© Example base map' },
      railway: { url: 'https://rail.example.org/{z}/{x}/{y}.png', attribution: '© Example railway map' },
      satellite: { url: '', attribution: '' },
      satelliteRoads: { url: '', attribution: '' },
      satelliteLabels: { url: '', attribution: '' },
    },
  },
};

/**
 * The hybrid satellite view switched on: the imagery, then its roads, then its labels (unreachable
 * offline: the offline base stays visible beneath).
 */
export const SatelliteHybrid: Story = {
  args: {
    toggles: { railway: false, satellite: true },
    tiles: {
      base: { url: 'https://tile.example.org/{z}/{x}/{y}.png', attribution: '© Example base map' },
      railway: { url: '', attribution: '' },
      satellite: { url: 'https://imagery.example.org/{z}/{y}/{x}', attribution: 'Imagery © Example' },
      satelliteRoads: { url: 'https://roads.example.org/{z}/{y}/{x}', attribution: 'Roads © Example' },
      satelliteLabels: { url: 'https://labels.example.org/{z}/{y}/{x}', attribution: 'Labels © Example' },
    },
  },
};

export const English: Story = { globals: { locale: 'en-GB' } };
