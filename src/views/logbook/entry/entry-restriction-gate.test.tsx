import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Restriction, VehicleRestrictions } from '../../../api/contract/restrictions.contract';
import deFleet from '../../../i18n/locales/de-DE/fleet.json';
import enFleet from '../../../i18n/locales/en-GB/fleet.json';
import { createEntryDrawerMachine } from '../../../machines/logbook/entry/entry-drawer-machine';
import { vehicleRestrictionsMachine } from '../../../machines/restrictions/vehicle-restrictions.machine';
import {
  fixtureRestriction,
  fixtureRestrictions,
} from '../../../machines/restrictions/vehicle-restrictions.fixtures';
import type { AcknowledgeRestrictionRequest } from '../../../machines/restrictions/vehicle-restrictions.types';
import { renderWithProviders } from '../../shared/testing/render';
import { EntryDrawerScreen } from './entry-drawer.screen';
import { EntryDrawerServicesProvider } from './entry-drawer.services';
import { createFakeEntryGateway } from './entry-fake-gateway';
import { EntryRestrictionGateView } from './entry-restriction-gate.view';

const ACKNOWLEDGED_AT = '2026-03-11T08:05:00.000Z';

/** The drawer with the restriction gate, the vehicle's restrictions answered by `load`. */
const renderDrawer = (
  load: () => Promise<VehicleRestrictions>,
  rights = { canEdit: false, canAcknowledge: true },
  language: 'de-DE' | 'en-GB' = 'en-GB',
) => {
  const acknowledge = vi.fn(({ input }: { input: AcknowledgeRestrictionRequest }): Promise<Restriction> =>
    Promise.resolve(fixtureRestriction({ id: input.restrictionId, acknowledgedByMe: ACKNOWLEDGED_AT })),
  );
  const machine = vehicleRestrictionsMachine.provide({
    actors: {
      loadRestrictions: fromPromise(load),
      acknowledgeRestriction: fromPromise(acknowledge),
    },
  });
  const { gateway, calls } = createFakeEntryGateway({});
  renderWithProviders(
    <EntryDrawerServicesProvider
      value={{
        entryDrawerMachine: createEntryDrawerMachine(gateway, vi.fn()),
        restrictions: { machine, rights },
      }}
    >
      <EntryDrawerScreen
        organisationId="org-rail-1"
        vehicleId={203}
        vehicleName="V 100 Lisa"
        entryId={null}
        open
        onClose={vi.fn()}
      />
    </EntryDrawerServicesProvider>,
    { language },
  );
  return { calls, acknowledge };
};

describe('entry drawer: restrictions are acknowledged before saving (issue 30 §2)', () => {
  it('blocks save and finalise until each active restriction is acknowledged, then saves', async () => {
    const { calls, acknowledge } = renderDrawer(() =>
      Promise.resolve(
        fixtureRestrictions([fixtureRestriction(), fixtureRestriction({ id: 12, text: 'max 40 km/h' })]),
      ),
    );
    const gate = await screen.findByTestId('entry-restriction-gate');
    expect(gate.textContent).toContain(enFleet.restrictions.mustAcknowledge);
    expect(within(gate).getAllByTestId('restriction')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Mannheim Rbf' } });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Sign and finalise' })).toHaveProperty('disabled', true);

    for (const button of within(gate).getAllByRole('button', { name: enFleet.restrictions.acknowledge })) {
      fireEvent.click(button);
      await waitFor(() => expect(acknowledge).toHaveBeenCalled());
    }
    await waitFor(() => expect(screen.queryByTestId('entry-restriction-gate')).toBeNull());
    expect(acknowledge.mock.calls.map(([{ input }]) => input.restrictionId).sort()).toEqual([11, 12]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((c) => c.op)).toEqual(['create']));
  });

  it.each([
    [
      'already acknowledged',
      () => Promise.resolve(fixtureRestrictions([fixtureRestriction({ acknowledgedByMe: ACKNOWLEDGED_AT })])),
    ],
    ['no active restriction', () => Promise.resolve(fixtureRestrictions([]))],
    ['not readable (offline): never blocks an entry', () => Promise.reject(new Error('offline'))],
  ] as const)('%s: no gate, the entry saves', async (_, load) => {
    const { calls } = renderDrawer(load);
    await screen.findByText('Preparation service');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Mannheim Rbf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((c) => c.op)).toEqual(['create']));
    expect(screen.queryByTestId('entry-restriction-gate')).toBeNull();
  });

  it('says it in German', async () => {
    renderDrawer(() => Promise.resolve(fixtureRestrictions()), undefined, 'de-DE');
    expect((await screen.findByTestId('entry-restriction-gate')).textContent).toContain(
      deFleet.restrictions.mustAcknowledge,
    );
  });
});

describe('the gate itself: readable, compact, an action to take (visual review, issue 30 §2)', () => {
  const twoPending = [
    fixtureRestriction(),
    fixtureRestriction({ id: 12, text: 'Pantograph 2 locked down', speedLimitKmh: null }),
  ];
  const renderGate = (language: 'de-DE' | 'en-GB' = 'en-GB') => {
    const onAcknowledge = vi.fn();
    renderWithProviders(
      <EntryRestrictionGateView pending={twoPending} busy={false} onAcknowledge={onAcknowledge} />,
      { language },
    );
    return { gate: screen.getByTestId('entry-restriction-gate'), onAcknowledge };
  };

  it('draws "Acknowledge" in high contrast: dark amber under light text, not the solid step 11 under dark text', () => {
    const { gate } = renderGate();
    const buttons = within(gate).getAllByRole('button', { name: enFleet.restrictions.acknowledge });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button.classList.contains('rt-high-contrast')).toBe(true);
  });

  it('shows one row per restriction with its button beside it (no card each), and acknowledges that one', () => {
    const { gate, onAcknowledge } = renderGate();
    expect(gate.querySelector('.rt-Card')).toBeNull();
    const rows = within(gate).getAllByTestId('restriction');
    expect(rows.map((row) => row.tagName)).toEqual(['LI', 'LI']);
    const [, second] = rows;
    fireEvent.click(within(second!).getByRole('button', { name: enFleet.restrictions.acknowledge }));
    expect(onAcknowledge).toHaveBeenCalledWith(12);
    expect(second!.textContent).toContain(enFleet.restrictions.untilLifted);
  });

  it('on a phone takes a share of the drawer only: the rows scroll within it, who set it is left out', () => {
    const css = readFileSync('src/views/logbook/entry/entry-restriction-gate.css', 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const small = /@media \(max-width: 640px\)[^{]*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(small).toMatch(/\.restriction-gate-list \{[^}]*max-height: 25vh;[^}]*overflow-y: auto;/);
    expect(small).toMatch(/\.restriction-gate-by \{\s*display: none;/);
    expect(small).toMatch(/grid-template-areas:\s*'text text'\s*'meta button';/);
  });

  it('says in German what to do and offers it as an action: "Zur Kenntnis nehmen"', () => {
    const { gate } = renderGate('de-DE');
    expect(deFleet.restrictions.acknowledge).toBe('Zur Kenntnis nehmen');
    expect(deFleet.restrictions.mustAcknowledge).toContain('zur Kenntnis');
    expect(gate.textContent).toContain(deFleet.restrictions.mustAcknowledge);
    expect(within(gate).getAllByRole('button', { name: 'Zur Kenntnis nehmen' })).toHaveLength(2);
  });
});
