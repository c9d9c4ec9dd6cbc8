import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, type LazyPart } from './lazy-part';

/** A loader whose answers the test gives, one per call. */
const controlledLoader = () => {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
};

function Shown({ part }: { readonly part: LazyPart<string> }) {
  const { value, failed, retry } = part.useLoaded();
  if (failed)
    return (
      <button type="button" onClick={retry}>
        retry
      </button>
    );
  return <p>{value ?? 'loading'}</p>;
}

describe('a part of a view loaded at its first showing', () => {
  it('loads once, however often it is preloaded or shown; shown again later it renders at once', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    void part.preload();
    const first = render(<Shown part={part} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => calls[0]?.resolve('calendar'));
    expect(screen.getByText('calendar')).toBeTruthy();
    first.unmount();
    render(<Shown part={part} />);
    expect(screen.getByText('calendar')).toBeTruthy();
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load, and loads on a retry', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyPart(load);
    render(<Shown part={part} />);
    await act(async () => calls[0]?.reject(new Error('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => calls[1]?.resolve('calendar'));
    expect(screen.getByText('calendar')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
