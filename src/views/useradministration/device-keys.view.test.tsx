import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing/render';
import { FIXTURE_DEVICES, FIXTURE_UNKNOWN_DEVICES, pageOf } from './administration.fixtures';
import { DeviceKeysView, type DeviceKeysViewProps } from './device-keys.view';
import { UnknownDevicesView } from './unknown-devices.view';

const paging = () => ({ onPage: vi.fn(), onPageSize: vi.fn(), onRetry: vi.fn() });
const props = (over: Partial<DeviceKeysViewProps> = {}): DeviceKeysViewProps => ({
  ...pageOf(FIXTURE_DEVICES),
  ...paging(),
  saving: false,
  pendingKey: null,
  saveFailure: null,
  issued: null,
  onAction: vi.fn(),
  onCloseIssued: vi.fn(),
  ...over,
});
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the device section of the console (issue 27)', () => {
  it('shows a Teltonika box by IMEI with its own revoke, and a key by its hint', () => {
    const p = props();
    renderWithProviders(<DeviceKeysView {...p} />, { language: 'en-GB' });
    const box = rowOf('4185 020');
    expect(box.textContent).toContain('Teltonika 352093081452251');
    fireEvent.click(within(box).getByRole('button', { name: 'Revoke tracker' }));
    expect(p.onAction).toHaveBeenCalledWith(110, { action: 'revokeTracker' });
    expect(within(rowOf('4185 011')).getByRole('button', { name: 'New key' })).toBeTruthy();
  });

  it('assigns a tracker typed in: an IMEI of 14 digits is refused in the user’s language before it is sent', () => {
    const p = props();
    renderWithProviders(<DeviceKeysView {...p} />, { language: 'de-DE' });
    const field = screen.getByRole('textbox', { name: 'IMEI oder Gerätekennung für DE 18 – 4185 014' });
    const assign = within(rowOf('4185 014')).getByRole('button', { name: 'Tracker zuordnen' });
    fireEvent.change(field, { target: { value: '35630704244101' } });
    expect(screen.getByText('Eine Teltonika-IMEI hat 15 Ziffern.')).toBeTruthy();
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' 356307042441013 ' } });
    fireEvent.click(assign);
    expect(p.onAction).toHaveBeenCalledWith(109, {
      action: 'assignTracker',
      protocol: 'teltonika',
      identifier: '356307042441013',
      label: '',
    });
  });

  it('assigns a chosen unknown tracker in one click on the vehicle’s row', () => {
    const onPick = vi.fn();
    renderWithProviders(
      <UnknownDevicesView
        {...pageOf(FIXTURE_UNKNOWN_DEVICES)}
        {...paging()}
        pickedKey={null}
        onPick={onPick}
      />,
      { language: 'en-GB' },
    );
    const row = rowOf('356307042441013');
    expect(row.textContent).toContain('37');
    fireEvent.click(within(row).getByRole('button', { name: 'Choose 356307042441013' }));
    expect(onPick).toHaveBeenCalledWith(FIXTURE_UNKNOWN_DEVICES[0]);
  });

  it('offers the chosen tracker on each vehicle without a working device, and cancels', () => {
    const p = props({ picked: FIXTURE_UNKNOWN_DEVICES[1]!, onCancelPick: vi.fn() });
    renderWithProviders(<DeviceKeysView {...p} />, { language: 'en-GB' });
    expect(screen.getByRole('status').textContent).toContain('Choose the vehicle for Phone 48241179');
    fireEvent.click(within(rowOf('4185 014')).getByRole('button', { name: 'Assign 48241179' }));
    expect(p.onAction).toHaveBeenCalledWith(109, {
      action: 'assignTracker',
      protocol: 'osmand',
      identifier: '48241179',
      label: '',
    });
    // A vehicle with a working device does not offer it.
    expect(within(rowOf('4185 011')).queryByRole('button', { name: 'Assign 48241179' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onCancelPick).toHaveBeenCalledOnce();
  });
});

describe('the console tables: a way past the rows (issue 36)', () => {
  it('a skip button before the rows moves the focus to the paging after them', () => {
    renderWithProviders(<DeviceKeysView {...props()} />, { language: 'en-GB' });
    const skip = screen.getByRole('button', { name: /^Skip past the table/ });
    act(() => skip.focus());
    fireEvent.click(skip);
    const paging = screen.getByRole('group', { name: /^Pages of the table/ });
    expect(document.activeElement).toBe(paging);
    expect(within(paging).getByRole('button', { name: 'Next page' })).toBeTruthy();
  });
});
