import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REPLAY_RANGE } from '../../machines/replay/replay.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { ReplayBar, type ReplayBarProps } from './replay-bar.view';

const HOUR = 3_600_000;
const props = (over: Partial<ReplayBarProps> = {}): ReplayBarProps => ({
  range: REPLAY_RANGE,
  cursor: REPLAY_RANGE.from + 8.5 * HOUR,
  speed: 60,
  playing: false,
  loading: false,
  failed: false,
  waitSeconds: null,
  noVehicles: false,
  fleetAt: null,
  onPlay: vi.fn(),
  onPause: vi.fn(),
  onSpeed: vi.fn(),
  onStepBack: vi.fn(),
  onStepForward: vi.fn(),
  onSeek: vi.fn(),
  onFleetAt: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe('the replay bar (issue 30 §3)', () => {
  it('shows the cursor in Berlin time and names its controls in German', () => {
    renderWithProviders(<ReplayBar {...props()} />, { language: 'de-DE' });
    expect(screen.getByTestId('replay-cursor').textContent).toBe('20.11.2026 08:30:00');
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Wiedergegebener Zeitpunkt' })).toBeTruthy();
  });

  it('"fleet at" reads the field as Berlin wall time, whatever the browser’s zone', () => {
    const onFleetAt = vi.fn();
    renderWithProviders(<ReplayBar {...props({ onFleetAt })} />, { language: 'en-GB' });
    const field = screen.getByPlaceholderText('DD.MM.YYYY HH:mm');
    fireEvent.change(field, { target: { value: '20.11.2026 14:15' } });
    fireEvent.blur(field);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onFleetAt).toHaveBeenCalledWith(Date.parse('2026-11-20T13:15:00Z'));
  });

  it('the slider seeks; play, steps and retry call back', () => {
    const p = props({ failed: true });
    renderWithProviders(<ReplayBar {...p} />, { language: 'en-GB' });
    fireEvent.change(screen.getByRole('slider'), { target: { value: String(REPLAY_RANGE.from + HOUR) } });
    expect(p.onSeek).toHaveBeenCalledWith(REPLAY_RANGE.from + HOUR);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect([p.onPlay, p.onStepForward, p.onRetry].map((f) => vi.mocked(f).mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('says how many vehicles "fleet at" found and how many are stale', () => {
    renderWithProviders(<ReplayBar {...props({ fleetAt: { found: 3, stale: 1 } })} />, { language: 'en-GB' });
    expect(screen.getByTestId('replay-fleet-at-result').textContent).toBe(
      '3 vehicles found, 1 without data for more than 10 minutes',
    );
  });

  it('the speed is chosen in a menu that adds no style the page’s nonce does not carry (CSP)', async () => {
    // The page's nonce, as src/csp-nonce.ts sets it: a menu's scroll lock stamps its <style> with it.
    const global = globalThis as { __webpack_nonce__?: string };
    global.__webpack_nonce__ = 'page-nonce';
    const before = new Set(document.querySelectorAll('style'));
    const p = props();
    renderWithProviders(<ReplayBar {...p} />, { language: 'en-GB' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Replay speed: 60×' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '600×' }));
    expect(p.onSpeed).toHaveBeenCalledWith(600);
    const added = [...document.querySelectorAll('style')].filter((style) => !before.has(style));
    expect(
      added.filter((style) => style.nonce !== 'page-nonce' && style.getAttribute('nonce') !== 'page-nonce'),
    ).toEqual([]);
    delete global.__webpack_nonce__;
  });
});
