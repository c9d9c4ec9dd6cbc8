import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FUEL_CONSUMPTION } from '../../api/contract/fleet.contract';
import { renderWithProviders } from '../shared/testing/render';
import { datasheetOf, DIESEL_DRIVING, FUEL_SETTINGS_ACTIVE } from '../shared/fleet/testing/fleet-fixtures';
import { DatasheetView, type DatasheetViewProps } from './datasheet.view';

const props = (overrides: Partial<DatasheetViewProps> = {}): DatasheetViewProps => ({
  vehicleName: 'BR 261 021-4',
  datasheet: datasheetOf(DIESEL_DRIVING),
  loading: false,
  settings: DEFAULT_FUEL_CONSUMPTION,
  onSettingsChange: vi.fn(),
  comment: '',
  onCommentChange: vi.fn(),
  isDemoUser: false,
  saving: false,
  saveOutcome: null,
  onSave: vi.fn(),
  onDismissFailure: vi.fn(),
  ...overrides,
});

const save = () => screen.getByRole('button', { name: 'Speichern' });

describe('datasheet page (spec 000 §2 Datasheet)', () => {
  it('shows the locomotive, its rows and an honest note that no documents exist', () => {
    renderWithProviders(<DatasheetView {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'BR 261 021-4' })).toBeTruthy();
    expect(screen.getByText('Vossloh Locomotives')).toBeTruthy();
    expect(screen.getByTestId('datasheet-no-documents').textContent).toContain('keine Dokumente');
  });

  it('links downloadable documents when there are some', () => {
    const datasheet = datasheetOf(DIESEL_DRIVING, {
      pdfLinks: [{ title: 'Wartungsplan', url: '/docs/w.pdf' }],
    });
    renderWithProviders(<DatasheetView {...props({ datasheet })} />);
    const link = screen.getByRole('link', { name: 'Wartungsplan' });
    expect(link.getAttribute('href')).toBe('/docs/w.pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('disables the sliders until the estimate is switched on', () => {
    const onSettingsChange = vi.fn();
    renderWithProviders(<DatasheetView {...props({ onSettingsChange })} />);
    const slider = screen.getByRole('slider', { name: 'Anteil Langstrecke' });
    expect(slider).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('switch', { name: 'Verbrauchsberechnung aktiv' }));
    expect(onSettingsChange).toHaveBeenCalledWith({ ...DEFAULT_FUEL_CONSUMPTION, isActive: true });
  });

  it('moves the sliders in steps of 10 over 0 to 100', () => {
    const onSettingsChange = vi.fn();
    renderWithProviders(<DatasheetView {...props({ settings: FUEL_SETTINGS_ACTIVE, onSettingsChange })} />);
    const usage = screen.getByRole('slider', { name: 'Anteil Langstrecke' });
    expect(usage.getAttribute('step')).toBe('10');
    expect(usage.getAttribute('min')).toBe('0');
    expect(usage.getAttribute('max')).toBe('100');
    expect(usage.getAttribute('aria-valuetext')).toBe('30 %');
    fireEvent.change(usage, { target: { value: '60' } });
    expect(onSettingsChange).toHaveBeenLastCalledWith({ ...FUEL_SETTINGS_ACTIVE, usageTypePercentage: 60 });
    const [shortHeavy, longHeavy] = screen.getAllByRole('slider', { name: 'Anteil schwere Last' });
    if (!shortHeavy || !longHeavy) throw new Error('class sliders missing');
    fireEvent.change(longHeavy, { target: { value: '100' } });
    expect(onSettingsChange).toHaveBeenLastCalledWith({
      ...FUEL_SETTINGS_ACTIVE,
      longDistance: { ...FUEL_SETTINGS_ACTIVE.longDistance, usagePercentage: 100 },
    });
  });

  it('shows the estimate in l/km with at most 2 decimals in German', () => {
    renderWithProviders(
      <DatasheetView
        {...props({
          settings: {
            isActive: true,
            usageTypePercentage: 20,
            shortDistance: { usagePercentage: 30, light: 2, heavy: 5 },
            longDistance: { usagePercentage: 80, light: 3, heavy: 4 },
            standingWithEngRunning: 12,
          },
        })}
      />,
    );
    expect(screen.getByTestId('fuel-estimate').textContent).toContain('3,08 l/km');
  });

  it('takes typed litres and ignores values below 0', () => {
    const onSettingsChange = vi.fn();
    renderWithProviders(<DatasheetView {...props({ settings: FUEL_SETTINGS_ACTIVE, onSettingsChange })} />);
    const standing = screen.getByLabelText('Stand mit laufendem Motor');
    expect((standing as HTMLInputElement).value).toBe('18');
    fireEvent.change(standing, { target: { value: '-4' } });
    expect(onSettingsChange).not.toHaveBeenCalled();
    expect((standing as HTMLInputElement).value).toBe('18');
    fireEvent.change(standing, { target: { value: '21,5' } });
    expect(onSettingsChange).toHaveBeenLastCalledWith({
      ...FUEL_SETTINGS_ACTIVE,
      standingWithEngRunning: 21.5,
    });
    const [shortLight] = screen.getAllByLabelText('Verbrauch leicht');
    if (!shortLight) throw new Error('light field missing');
    fireEvent.change(shortLight, { target: { value: '-0,1' } });
    expect(onSettingsChange).toHaveBeenCalledTimes(1);
    fireEvent.change(shortLight, { target: { value: '3' } });
    expect(onSettingsChange).toHaveBeenLastCalledWith({
      ...FUEL_SETTINGS_ACTIVE,
      shortDistance: { ...FUEL_SETTINGS_ACTIVE.shortDistance, light: 3 },
    });
  });

  it('lets a field be emptied while retyping, and shows the value in force on leaving', () => {
    renderWithProviders(<DatasheetView {...props({ settings: FUEL_SETTINGS_ACTIVE })} />);
    const standing = screen.getByLabelText<HTMLInputElement>('Stand mit laufendem Motor');
    fireEvent.change(standing, { target: { value: '' } });
    expect(standing.value).toBe('');
    fireEvent.blur(standing);
    expect(standing.value).toBe('18');
  });

  it('saves the comment: enabled for a user with a locomotive', () => {
    const onSave = vi.fn();
    const onCommentChange = vi.fn();
    renderWithProviders(<DatasheetView {...props({ onSave, onCommentChange })} />);
    fireEvent.change(screen.getByLabelText('Kommentar'), { target: { value: 'Tank gereinigt' } });
    expect(onCommentChange).toHaveBeenCalledWith('Tank gereinigt');
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalled();
  });

  it('disables saving for demo users, without an active locomotive and while saving', () => {
    const first = renderWithProviders(<DatasheetView {...props({ isDemoUser: true })} />);
    expect(save()).toHaveProperty('disabled', true);
    expect(screen.getByText('Im Demo-Zugang kann nicht gespeichert werden.')).toBeTruthy();
    first.unmount();
    const second = renderWithProviders(<DatasheetView {...props({ vehicleName: null, datasheet: null })} />);
    expect(save()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('datasheet-no-vehicle').textContent).toContain('Keine Lokomotive aktiv');
    second.unmount();
    renderWithProviders(<DatasheetView {...props({ saving: true })} />);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('confirms a save with messages.saved', () => {
    renderWithProviders(<DatasheetView {...props({ saveOutcome: 'saved' })} />, { language: 'en-GB' });
    expect(screen.getByText('Saved').closest('[role="status"]')).toBeTruthy();
  });

  it("shows the 'updates failed to save' dialog, which the user may close", async () => {
    const onDismissFailure = vi.fn();
    renderWithProviders(<DatasheetView {...props({ saveOutcome: 'failed', onDismissFailure })} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'updates failed to save' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    });
    expect(onDismissFailure).toHaveBeenCalled();
  });
});
