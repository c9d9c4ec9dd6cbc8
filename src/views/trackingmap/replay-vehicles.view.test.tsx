import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing/render';
import { replayFleet } from './replay-vehicles.fixtures';
import { ReplayVehicles } from './replay-vehicles.view';

// Small fleets: a role query over a hundred Radix checkboxes costs seconds in jsdom.
const fleet = replayFleet(12);
const bigFleet = replayFleet(102);

describe('the replay’s vehicle picker (issue 30 §3)', () => {
  it('opens with the replayed vehicles checked; the search narrows, "all shown" takes the shown ones; Apply sends the draft in fleet order', () => {
    const onChoose = vi.fn();
    renderWithProviders(<ReplayVehicles vehicles={fleet} chosen={[1005]} onChoose={onChoose} />, {
      language: 'en-GB',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vehicles: 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Vehicles to replay' });
    expect(within(dialog).getByRole('checkbox', { name: 'Lok 005' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search vehicles' }), {
      target: { value: '^Lok 00[12]$' },
    });
    // "All shown" and the two matching.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'All shown (2)' }));
    expect(within(dialog).getByRole('status').textContent).toBe('3 of 12 chosen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChoose).toHaveBeenCalledWith([1001, 1002, 1005]);
  });

  it.each([
    [
      'de-DE',
      101,
      'Höchstens 100 Fahrzeuge lassen sich zusammen wiedergeben; 101 sind gewählt. Bitte 1 abwählen.',
    ],
    ['en-GB', 102, 'At most 100 vehicles can be replayed together; 102 are chosen. Remove 2.'],
  ] as const)('over the cap (%s, %i chosen) it says so and cannot apply', (language, count, message) => {
    const onChoose = vi.fn();
    renderWithProviders(
      <ReplayVehicles
        vehicles={bigFleet}
        chosen={bigFleet.slice(0, count).map((v) => v.vehicleId)}
        onChoose={onChoose}
        defaultOpen
      />,
      { language },
    );
    expect(screen.getByTestId('replay-vehicles-too-many').textContent).toBe(message);
    const apply = screen.getByTestId('replay-vehicles-apply');
    expect(apply.hasAttribute('disabled')).toBe(true);
    // The label is the row: a click on its text toggles the box.
    fireEvent.click(screen.getByText('Lok 001'));
    if (count === 101) {
      expect(screen.queryByTestId('replay-vehicles-too-many')).toBeNull();
      fireEvent.click(apply);
      expect(onChoose.mock.calls[0]?.[0]).toHaveLength(100);
    } else {
      expect(apply.hasAttribute('disabled')).toBe(true);
    }
  });
});
