import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectListedVehicles, selectStatusCounters } from '../../machines/fleet/vehicle-selection.types';
import { renderWithProviders } from '../shared/testing/render';
import { FLEET, selectionContext, type SelectionOptions } from '../shared/fleet/testing/fleet-fixtures';
import { FLEET_RESTRICTIONS } from '../shared/fleet/testing/restriction-fixtures';
import { avatarColour } from '../shared/fleet/vehicle-status';
import { VehiclePanelView, type VehiclePanelViewProps } from './vehicle-panel.view';

const props = (
  options: SelectionOptions = {},
  overrides: Partial<VehiclePanelViewProps> = {},
  entries = FLEET,
): VehiclePanelViewProps => {
  const snapshot = { context: selectionContext(entries, options) };
  return {
    vehicles: selectListedVehicles(snapshot),
    counts: selectStatusCounters(snapshot),
    mode: 'list',
    onModeChange: vi.fn(),
    filter: options.filterText ?? '',
    onFilterChange: vi.fn(),
    multiSelect: true,
    showCounters: true,
    selectAll: snapshot.context.selectAll,
    onGroupToggle: vi.fn(),
    onToggleActive: vi.fn(),
    onToggleFocus: vi.fn(),
    onSelectAll: vi.fn(),
    onDeselect: vi.fn(),
    onDeselectAll: vi.fn(),
    onHide: vi.fn(),
    ...overrides,
  };
};

const cards = () => within(screen.getByRole('region', { name: 'Fahrzeuge' })).getAllByRole('listitem');
/** The card's main button (the one that toggles active), by vehicle id. */
const cardButton = (vehicleId: number) =>
  within(screen.getByTestId(`vehicle-card-${vehicleId}`)).getByRole('button', { name: /^(?!.*fokus)/i });

describe('vehicle list panel: list and infinite scroll', () => {
  it('lists the vehicles by name, 19 at first of 26, and 10 more per scroll', () => {
    renderWithProviders(<VehiclePanelView {...props()} />);
    expect(cards()).toHaveLength(19);
    expect(cards()[0]?.textContent).toContain('BR 203 148-3');
    const list = screen.getByRole('region', { name: 'Fahrzeuge' });
    Object.defineProperties(list, {
      scrollHeight: { value: 1500, configurable: true },
      clientHeight: { value: 500, configurable: true },
    });
    list.scrollTop = 100;
    fireEvent.scroll(list);
    expect(cards()).toHaveLength(19);
    list.scrollTop = 1000;
    fireEvent.scroll(list);
    expect(cards()).toHaveLength(26);
  });

  it('shows every vehicle when there are fewer than 21', () => {
    renderWithProviders(<VehiclePanelView {...props({}, {}, FLEET.slice(0, 20))} />);
    expect(cards()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: /Weitere laden/ })).toBeNull();
  });

  it('offers a button for the next batch, for keyboards and screen readers', () => {
    renderWithProviders(<VehiclePanelView {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden (19 von 26)' }));
    expect(cards()).toHaveLength(26);
  });

  it('is one tab stop: the arrow keys, Home and End move between the cards (issue 36)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VehiclePanelView {...props()} />);
    const list = screen.getByRole('region', { name: 'Fahrzeuge' });
    expect(list.getAttribute('tabindex')).toBeNull();
    expect(screen.getByText(/Mit den Pfeiltasten/).id).toBe(list.getAttribute('aria-describedby'));
    const mains = () => cards().map((card) => within(card).getAllByRole('button')[0]!);
    const inTabOrder = () =>
      cards()
        .flatMap((card) => within(card).getAllByRole('button'))
        .filter((b) => b.tabIndex === 0);
    // The first card's two buttons are the list's only tab stops.
    expect(inTabOrder()).toEqual(within(cards()[0]!).getAllByRole('button'));
    mains()[0]!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(mains()[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(mains()[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(mains()[18]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(mains()[18]);
    // The focused card is now the one Tab comes back to.
    expect(inTabOrder()).toEqual(within(cards()[18]!).getAllByRole('button'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(mains()[0]);
  });

  it('says so when the filter leaves nothing', () => {
    renderWithProviders(<VehiclePanelView {...props({ filterText: 'ICE 4' })} />);
    expect(screen.getByText('Keine Fahrzeuge gefunden.')).toBeTruthy();
  });
});

describe('vehicle list panel: filter and selection', () => {
  it('sends what is typed in the labelled filter box', () => {
    const onFilterChange = vi.fn();
    renderWithProviders(<VehiclePanelView {...props({}, { onFilterChange })} />);
    fireEvent.change(screen.getByLabelText('Fahrzeuge nach Name filtern'), { target: { value: 'vec' } });
    expect(onFilterChange).toHaveBeenCalledWith('vec');
  });

  it('shows only what the filter leaves (case-insensitive, by the selection machine)', () => {
    renderWithProviders(<VehiclePanelView {...props({ filterText: 'VECTRON' })} />);
    expect(cards().map((c) => c.textContent?.split('Fährt')[0]?.split('Aufgerüstet')[0])).toEqual([
      'Vectron 193 840',
      'Vectron 193 851',
      'Vectron 248 021',
    ]);
  });

  it('toggles a vehicle by clicking its card and focuses with the focus toggle', () => {
    const onToggleActive = vi.fn();
    const onToggleFocus = vi.fn();
    renderWithProviders(
      <VehiclePanelView
        {...props({ activeIds: [1019], focusedId: 1019 }, { onToggleActive, onToggleFocus })}
      />,
    );
    const eurodual = cardButton(1019);
    expect(eurodual.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(eurodual);
    expect(onToggleActive).toHaveBeenCalledWith(1019);
    expect(cardButton(1001).getAttribute('aria-pressed')).toBe('false');
    const unfocus = screen.getByRole('button', { name: 'Fokus von Eurodual 159 215 lösen' });
    expect(unfocus.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'BR 261 021-4 fokussieren' }));
    expect(onToggleFocus).toHaveBeenCalledWith(1001);
  });

  it('counts the selected vehicles and ticks select-all by the selection', () => {
    const onSelectAll = vi.fn();
    const onDeselectAll = vi.fn();
    const first = renderWithProviders(<VehiclePanelView {...props({}, { onSelectAll, onDeselectAll })} />);
    expect(screen.getByTestId('panel-selected-count').textContent).toBe('0 von 26 ausgewählt');
    const checkbox = screen.getByRole('checkbox', { name: 'Alle' });
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(checkbox);
    expect(onSelectAll).toHaveBeenCalled();
    first.unmount();
    renderWithProviders(
      <VehiclePanelView {...props({ activeIds: [1001, 1002] }, { onSelectAll, onDeselectAll })} />,
    );
    expect(screen.getByTestId('panel-selected-count').textContent).toBe('2 von 26 ausgewählt');
    expect(screen.getByRole('checkbox', { name: 'Alle' }).getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alle' }));
    expect(onDeselectAll).toHaveBeenCalled();
  });

  it('offers deselect group, select all and deselect all in the select-all menu', async () => {
    const user = userEvent.setup();
    const callbacks = { onSelectAll: vi.fn(), onDeselect: vi.fn(), onDeselectAll: vi.fn() };
    renderWithProviders(
      <VehiclePanelView {...props({ activeIds: [1001], selectAllGroup: 'driving' }, callbacks)} />,
    );
    const open = async () => {
      await user.click(screen.getByRole('button', { name: 'Auswahl-Optionen' }));
      return screen.findByRole('menu');
    };
    await user.click(within(await open()).getByRole('menuitem', { name: 'Gruppe abwählen' }));
    expect(callbacks.onDeselect).toHaveBeenCalled();
    await user.click(within(await open()).getByRole('menuitem', { name: 'Alle auswählen' }));
    expect(callbacks.onSelectAll).toHaveBeenCalled();
    await user.click(within(await open()).getByRole('menuitem', { name: 'Alle abwählen' }));
    expect(callbacks.onDeselectAll).toHaveBeenCalled();
  });

  it('switches between list and tile view and hides itself', () => {
    const onModeChange = vi.fn();
    const onHide = vi.fn();
    renderWithProviders(<VehiclePanelView {...props({}, { onModeChange, onHide })} />);
    expect(screen.getByRole('button', { name: 'Listenansicht' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Kachelansicht' }));
    expect(onModeChange).toHaveBeenCalledWith('tile');
    fireEvent.click(screen.getByRole('button', { name: 'Fahrzeugliste ausblenden' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('shows avatars in the colour of the vehicle id modulo 6 in the list, pictures in tiles', () => {
    const first = renderWithProviders(<VehiclePanelView {...props()} />);
    const avatar = screen.getByTestId('vehicle-card-1001').querySelector('.vehicle-avatar');
    expect(avatar?.getAttribute('data-accent-color')).toBe(avatarColour(1001));
    first.unmount();
    renderWithProviders(<VehiclePanelView {...props({}, { mode: 'tile' })} />);
    expect(screen.getByTestId('vehicle-card-1001').querySelector('.vehicle-avatar')).toBeNull();
    expect(screen.getByTestId('vehicle-card-1001').querySelector('img.vehicle-tile-image')).toBeTruthy();
  });
});

describe('vehicle list panel: status counters', () => {
  const counter = (name: RegExp) =>
    within(screen.getByRole('group', { name: 'Fahrzeuge nach Status' })).getByRole('button', { name });

  it('counts locomotives by status and cranes together, over all vehicles', () => {
    renderWithProviders(<VehiclePanelView {...props({ filterText: 'vectron' })} />);
    // 26 fixtures: 8 locomotives driving, 5 idle, 5 equipped, 4 off, 3 cranes, 1 without a status.
    expect(counter(/^Fahrend: 8/)).toBeTruthy();
    expect(counter(/^Stehend: 5/)).toBeTruthy();
    expect(counter(/^Aufgerüstet: 5/)).toBeTruthy();
    expect(counter(/^Aus: 4/)).toBeTruthy();
    expect(counter(/^Kräne: 3/)).toBeTruthy();
  });

  it('toggles the exclusive select-all of a group and marks the one that is on', () => {
    const onGroupToggle = vi.fn();
    renderWithProviders(<VehiclePanelView {...props({ selectAllGroup: 'cranes' }, { onGroupToggle })} />);
    expect(counter(/^Kräne/).getAttribute('aria-pressed')).toBe('true');
    expect(counter(/^Fahrend/).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(counter(/^Fahrend/));
    expect(onGroupToggle).toHaveBeenCalledWith('driving');
  });

  it('disables the group toggles and select-all in single-select views', () => {
    renderWithProviders(<VehiclePanelView {...props({}, { multiSelect: false })} />);
    expect(counter(/^Fahrend/)).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Alle' })).toHaveProperty('disabled', true);
  });

  it('hides the counters when told (no telematics read, railation)', () => {
    renderWithProviders(<VehiclePanelView {...props({}, { showCounters: false })} />);
    expect(screen.queryByRole('group', { name: 'Fahrzeuge nach Status' })).toBeNull();
  });

  it('shows name, picture and type but no live status or focus without telematics read', () => {
    const onToggleActive = vi.fn();
    renderWithProviders(
      <VehiclePanelView
        {...props({}, { showCounters: false, showLiveStatus: false, multiSelect: false, onToggleActive })}
      />,
    );
    const card = screen.getByTestId('vehicle-card-1001');
    expect(card.textContent).toContain('BR 261 021-4');
    expect(card.textContent).toContain('Lokomotive');
    expect(card.querySelector('.fleet-status-chip')).toBeNull();
    expect(within(card).queryByRole('button', { name: /fokussieren/ })).toBeNull();
    expect(document.querySelectorAll('.fleet-status-chip')).toHaveLength(0);
    fireEvent.click(cardButton(1001));
    expect(onToggleActive).toHaveBeenCalledWith(1001);
  });

  it('closes the drawer instead of hiding itself in the drawer variant', () => {
    const onHide = vi.fn();
    renderWithProviders(<VehiclePanelView {...props({}, { variant: 'drawer', onHide })} />);
    expect(screen.queryByRole('button', { name: 'Fahrzeugliste ausblenden' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fahrzeugliste schließen' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

describe('vehicle list panel: restriction notices (issue 30 §2)', () => {
  it.each([
    ['de-DE', 'Eingeschränkt: max. 60 km/h', 'Eingeschränkt'],
    ['en-GB', 'Restricted: max 60 km/h', 'Restricted'],
  ] as const)(
    'says which cards are restricted (%s) and lists the texts of the active one only',
    async (language, withSpeed, withoutSpeed) => {
      renderWithProviders(
        <VehiclePanelView {...props({ activeIds: [1001] }, { restrictions: FLEET_RESTRICTIONS })} />,
        { language },
      );
      // The note is part of the card's button name, so a screen reader hears it with the vehicle.
      const card = (vehicleId: number) => within(screen.getByTestId(`vehicle-card-${vehicleId}`));
      expect(card(1001).getByRole('button', { name: (name) => name.endsWith(withSpeed) })).toBeTruthy();
      expect(card(1005).getByRole('button', { name: (name) => name.endsWith(withoutSpeed) })).toBeTruthy();
      expect(within(screen.getByTestId('vehicle-card-1002')).queryByTestId('restricted-note')).toBeNull();
      const active = within(screen.getByTestId('vehicle-card-1001')).getByTestId('restriction-items');
      expect(
        within(active)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Pantograph damaged', 'Sanding out of order']);
      expect(within(screen.getByTestId('vehicle-card-1005')).queryByTestId('restriction-items')).toBeNull();
    },
  );
});
