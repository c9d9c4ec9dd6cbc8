import { Theme } from '@radix-ui/themes';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../api/contract/accounts.contract';
import { createI18n, LANGUAGES } from '../../../i18n/i18n';
import { staticResources } from '../../../i18n/static-resources';
import { renderWithProviders } from '../testing/render';
import { StatusChip } from './status-chip.view';
import { DEFAULT_VEHICLE_IMAGES, VehicleImage } from './vehicle-image.view';
import {
  AVATAR_COLOURS,
  avatarColour,
  knownStatus,
  shownStatus,
  statusRank,
  vehicleKind,
} from './vehicle-status';

/**
 * The bundled texts with the status labels the way the translation tab can leave them: `idle` left
 * blank, `standby` and `crane` missing (a copy: the bundled resources are shared by every test).
 */
const withoutStatusLabels = (language: Language) => {
  const resources = structuredClone(staticResources) as unknown as Record<
    Language,
    { fleet: { status: Record<string, string> } }
  >;
  for (const lang of LANGUAGES) {
    const status = resources[lang].fleet.status;
    status.idle = '  ';
    delete status.standby;
    delete status.crane;
  }
  return createI18n({ language, storage: null, source: { kind: 'static', resources } }).i18n;
};

describe('vehicle live status (spec 000 §4)', () => {
  it('ranks off 1, standby 2, idle 3, driving 4 and anything else 6', () => {
    expect(['off', 'standby', 'idle', 'driving'].map(statusRank)).toEqual([1, 2, 3, 4]);
    expect(statusRank(null)).toBe(6);
    expect(statusRank(undefined)).toBe(6);
    expect(statusRank('parked')).toBe(6);
  });

  it('a crane has a single status type: it shows the crane status, whatever it reports', () => {
    expect(shownStatus({ isCrane: true, status: 'driving' })).toBe('crane');
    expect(shownStatus({ isCrane: true, status: null })).toBe('crane');
    expect(shownStatus({ isCrane: false, status: 'driving' })).toBe('driving');
    expect(shownStatus({ isCrane: false, status: 'parked' })).toBeNull();
    // Not one of the ranked statuses: the fallback rank.
    expect(statusRank(shownStatus({ isCrane: true, status: 'off' }))).toBe(6);
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
    renderWithProviders(<StatusChip status={status} isCrane={false} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each([
    ['de-DE', 'Kran'],
    ['en-GB', 'Crane'],
  ] as const)('shows one crane status whatever a crane reports, in %s', (language, text) => {
    const { unmount } = renderWithProviders(
      <>
        <StatusChip status="driving" isCrane />
        <StatusChip status="off" isCrane />
        <StatusChip status={null} isCrane />
      </>,
      { language },
    );
    const chips = screen.getAllByText(text).map((chip) => chip.closest('[data-status]'));
    expect(chips.map((chip) => chip?.getAttribute('data-status'))).toEqual(['crane', 'crane', 'crane']);
    unmount();
  });

  it("falls back to 'STATE NOT SET' for a missing or unknown state, in both languages", () => {
    const first = renderWithProviders(<StatusChip status={null} isCrane={false} />);
    expect(screen.getByText('STATE NOT SET').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'unknown',
    );
    first.unmount();
    renderWithProviders(<StatusChip status="broken" isCrane={false} />, { language: 'en-GB' });
    expect(screen.getByText('STATE NOT SET')).toBeTruthy();
  });

  it.each(LANGUAGES)("reads 'LABEL NOT SET' for a known state without a label, in %s", (language) => {
    const { unmount } = render(
      <I18nextProvider i18n={withoutStatusLabels(language)}>
        <Theme>
          <StatusChip status="idle" isCrane={false} />
          <StatusChip status="standby" isCrane={false} />
          <StatusChip status="off" isCrane />
          <StatusChip status="driving" isCrane={false} />
          <StatusChip status="broken" isCrane={false} />
        </Theme>
      </I18nextProvider>,
    );
    const chips = screen.getAllByText('LABEL NOT SET').map((chip) => chip.getAttribute('data-status'));
    expect(chips).toEqual(['idle', 'standby', 'crane']);
    expect(screen.getByText(language === 'de-DE' ? 'Fährt' : 'Driving')).toBeTruthy();
    expect(screen.getByText('STATE NOT SET').getAttribute('data-status')).toBe('unknown');
    unmount();
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
