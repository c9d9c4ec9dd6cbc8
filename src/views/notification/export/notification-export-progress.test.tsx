import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/render';
import { ExportDrawerView } from '../../shared/export-drawer/export-drawer.view';
import { notificationExportLook } from './notification-export-drawer.screen';

describe('the notifications export’s progress (issue 28 §2)', () => {
  it('fills the bar to the locomotives loaded of all, as the text counts them', () => {
    const noop = vi.fn();
    renderWithProviders(
      <ExportDrawerView
        look={notificationExportLook}
        open
        vehicles={[]}
        offeredCount={0}
        selected={new Set()}
        selectAll={false}
        filter=""
        onToggle={noop}
        onSelectAll={noop}
        onFilter={noop}
        onClose={noop}
        dateRange={null}
        periodInFuture={false}
        canExport
        onExport={noop}
        run={{
          demo: false,
          phase: 'fetching',
          progress: { done: 12, total: 37 },
          fileName: null,
          error: null,
          onStop: noop,
          onRetry: noop,
          onDownload: noop,
          onDismiss: noop,
        }}
      />,
      { language: 'en-GB' },
    );
    expect(screen.getByTestId('notification-export-progress').textContent).toContain('12 of 37');
    const bar = screen.getByRole('progressbar');
    expect(bar.style.getPropertyValue('--progress-value')).toBe('12');
    expect(bar.style.getPropertyValue('--progress-max')).toBe('37');
  });
});
