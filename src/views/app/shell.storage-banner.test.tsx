import { act, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorageLevel } from '../../api/contract/health.contract';
import { FIRST_CHECK_MS, storageNoticeMachine } from '../../machines/storage/storage-notice.machine';
import { ShellScreen } from './shell.screen';
import { createFakeSession } from '../shared/testing/fake-actors';
import { ADMIN, ADMIN_RIGHTS, DISPATCHER, DISPATCHER_RIGHTS, readyContext } from '../shared/testing/fixtures';
import { fakeServices, renderWithProviders } from '../shared/testing/render';

const TEXTS = {
  full: "The server's storage is full: changes cannot be saved now.",
  fullAdmin: "The server's storage is full: every change and all telemetry are refused.",
  warning: "The server's storage is almost full.",
};

/** The shell of `who` over a started storage notice whose health checks answer `level`. */
const renderShell = (who: 'dispatcher' | 'admin', level: StorageLevel) => {
  const notice = createActor(
    storageNoticeMachine.provide({ actors: { readStorage: fromPromise(() => Promise.resolve(level)) } }),
  ).start();
  const [account, rights] = who === 'admin' ? [ADMIN, ADMIN_RIGHTS] : [DISPATCHER, DISPATCHER_RIGHTS];
  renderWithProviders(
    <ShellScreen
      services={fakeServices({
        session: createFakeSession(readyContext(account, rights)),
        storageNotice: notice,
      })}
      route="dashboard"
    >
      <p>page</p>
    </ShellScreen>,
    { language: 'en-GB' },
  );
  return notice;
};

const bannerText = () => screen.queryByTestId('storage-banner')?.textContent ?? null;

describe('the storage banner (issue 37)', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    // who, what the health check says, the banner's start (null: none)
    ['dispatcher', 'ok', null],
    ['dispatcher', 'warning', null],
    ['dispatcher', 'full', TEXTS.full],
    ['admin', 'ok', null],
    ['admin', 'warning', TEXTS.warning],
    ['admin', 'full', TEXTS.fullAdmin],
  ] as const)('%s, storage %s: %s', async (who, level, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notice = renderShell(who, level);
    expect(bannerText()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_CHECK_MS));
    if (text === null) expect(bannerText()).toBeNull();
    else expect(bannerText()).toContain(text);
    notice.stop();
  });

  it('shows the refusal of a write at once (a 507), as an alert, before any check', async () => {
    const notice = renderShell('dispatcher', 'ok');
    act(() => notice.send({ type: 'api.storageRefused' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(TEXTS.full);
    notice.stop();
  });
});
