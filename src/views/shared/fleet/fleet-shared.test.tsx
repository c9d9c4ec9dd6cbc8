import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { StatusChip } from './status-chip.view';
import { DEFAULT_VEHICLE_IMAGES, VehicleImage } from './vehicle-image.view';
import { AVATAR_COLOURS, avatarColour, knownStatus, statusRank, vehicleKind } from './vehicle-status';

describe('vehicle live status (spec 000 §4)', () => {
  it('ranks off 1, standby 2, idle 3, driving 4 and anything else 6', () => {
    expect(['off', 'standby', 'idle', 'driving'].map(statusRank)).toEqual([1, 2, 3, 4]);
    expect(statusRank(null)).toBe(6);
    expect(statusRank(undefined)).toBe(6);
    expect(statusRank('parked')).toBe(6);
  });

  it('knows only the four reported statuses', () => {
    expect(knownStatus('idle')).toBe('idle');
    expect(knownStatus('IDLE')).toBeNull();
    expect(knownStatus('')).toBeNull();
  });
});

describe('status chip', () => {
  it.each([
    ['driving', 'Fährt'],
    ['idle', 'Steht (Motor an)'],
    ['standby', 'Aufgerüstet'],
    ['off', 'Aus'],
  ])('reads %s in German', (status, text) => {
    renderWithProviders(<StatusChip status={status} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("falls back to 'STATE NOT SET' for a missing or unknown state, in both languages", () => {
    const first = renderWithProviders(<StatusChip status={null} />);
    expect(screen.getByText('STATE NOT SET').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'unknown',
    );
    first.unmount();
    renderWithProviders(<StatusChip status="broken" />, { language: 'en-GB' });
    expect(screen.getByText('STATE NOT SET')).toBeTruthy();
  });
});

describe('vehicle pictures', () => {
  it('shows the default locomotive, electric locomotive or crane image when the image fails', () => {
    renderWithProviders(
      <>
        <VehicleImage src="/broken/loco.png" kind="loco" alt="Lok" />
        <VehicleImage src="/broken/eloc.png" kind="eloc" alt="E-Lok" />
        <VehicleImage src="/broken/crane.png" kind="crane" alt="Kran" />
      </>,
    );
    for (const [alt, kind] of [
      ['Lok', 'loco'],
      ['E-Lok', 'eloc'],
      ['Kran', 'crane'],
    ] as const) {
      const img = screen.getByAltText(alt);
      expect(img.getAttribute('src')).toBe(`/broken/${kind}.png`);
      fireEvent.error(img);
      expect(img.getAttribute('src')).toBe(DEFAULT_VEHICLE_IMAGES[kind]);
    }
  });

  it('shows the default image when there is none', () => {
    renderWithProviders(<VehicleImage src={null} kind="crane" alt="Kran" />);
    expect(screen.getByAltText('Kran').getAttribute('src')).toBe('/vehicles/crane.svg');
  });

  it('tells cranes, electric and other locomotives apart', () => {
    expect(vehicleKind({ isCrane: true, isEloc: false })).toBe('crane');
    expect(vehicleKind({ isCrane: false, isEloc: true })).toBe('eloc');
    expect(vehicleKind({ isCrane: false, isEloc: false })).toBe('loco');
  });
});

describe('avatar colours (spec 000 §9)', () => {
  it('cycles six colours by vehicle id modulo 6', () => {
    expect(AVATAR_COLOURS).toHaveLength(6);
    expect(avatarColour(6)).toBe(AVATAR_COLOURS[0]);
    expect(avatarColour(1001)).toBe(AVATAR_COLOURS[1001 % 6]);
    expect(avatarColour(1007)).toBe(avatarColour(1001));
    expect(new Set([0, 1, 2, 3, 4, 5].map(avatarColour)).size).toBe(6);
  });
});
