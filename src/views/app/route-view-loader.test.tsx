import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en-GB/common.json';
import type { RouteViewProps } from '../shared/routes';
import { fakeServices, renderWithProviders } from '../shared/testing/render';
import { routeViewLoader } from './route-view-loader';

function Dashboard(_: RouteViewProps) {
  return <h1>Dashboard</h1>;
}

describe('a route view whose code loads lazily', () => {
  it('shows a notice with a retry in place of the page when its code cannot load, and the page once it can', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Dashboard }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Dashboard });
    const { view: RouteView } = routeViewLoader(load);
    renderWithProviders(<RouteView route="dashboard" services={fakeServices()} />, { language: 'en-GB' });
    expect((await screen.findByRole('alert')).textContent).toBe(en.routeLoad.failed);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.routeLoad.retry }));
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
