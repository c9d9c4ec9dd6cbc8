import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/render';
import { ReportExportOptionsView } from './report-export-options.view';

describe('the reporting export’s progress (issue 28 §2)', () => {
  it('fills the bar to the count the text gives: 37 of 37 is full', () => {
    const noop = vi.fn();
    renderWithProviders(
      <ReportExportOptionsView
        open
        phase="building"
        format="xlsx"
        grouping="byVehicle"
        progress={{ done: 37, total: 37 }}
        fileName={null}
        error={null}
        onFormatChange={noop}
        onGroupingChange={noop}
        onBuild={noop}
        onDownload={noop}
        onStop={noop}
        onRetry={noop}
        onClose={noop}
      />,
      { language: 'en-GB' },
    );
    expect(screen.getByTestId('report-export-progress').textContent).toBe(
      'Building the file: 37 of 37 vehicles',
    );
    const bar = screen.getByRole('progressbar');
    expect(bar.style.getPropertyValue('--progress-value')).toBe('37');
    expect(bar.style.getPropertyValue('--progress-max')).toBe('37');
    expect(bar.getAttribute('data-state')).toBe('complete');
  });
});
