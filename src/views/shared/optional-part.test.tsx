import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { optionalPart } from './optional-part';

function Toast({ text }: { readonly text: string }) {
  return <p>{text}</p>;
}

describe('a lazily loaded part the page can do without', () => {
  it('leaves itself out, not the page, when its code cannot load, and loads when the browser is online again', async () => {
    const load = vi
      .fn<() => Promise<typeof Toast>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Toast);
    const Part = optionalPart(load);
    render(
      <main>
        <h1>Dashboard</h1>
        <Part text="Alarm" placeholder={<span>place kept</span>} />
      </main>,
    );
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('place kept')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Alarm')).toBeTruthy();
    expect(screen.queryByText('place kept')).toBeNull();
  });

  it('waits for its texts behind its own placeholder: the page above stays shown, with its focus', async () => {
    let texts: (value: string) => void = () => {};
    const loaded = new Promise<string>((resolve) => (texts = resolve));
    // A part whose locale file is still loading (react-i18next suspends like this).
    function Waiting() {
      return <p>{use(loaded)}</p>;
    }
    const Part = optionalPart(async () => Waiting);
    render(
      <Suspense fallback={<p>whole page loading</p>}>
        <main>
          <h1 tabIndex={-1}>Dashboard</h1>
          <Part placeholder={<span>place kept</span>} />
        </main>
      </Suspense>,
    );
    const heading = screen.getByRole('heading', { name: 'Dashboard' });
    heading.focus();
    await act(async () => {});
    expect(screen.getByText('place kept')).toBeTruthy();
    expect(screen.queryByText('whole page loading')).toBeNull();
    expect(document.activeElement).toBe(heading);
    await act(async () => texts('Alarm'));
    expect(await screen.findByText('Alarm')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
  });
});
