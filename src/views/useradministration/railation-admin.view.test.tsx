import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_IMPORT_ISSUES } from '../../machines/administration/railation-import.fixtures';
import { renderWithProviders } from '../shared/testing/render';
import { pageOf } from './administration.fixtures';
import { RailationAdminView, type RailationAdminViewProps } from './railation-admin.view';
import { FIXTURE_MANY_ISSUES, FIXTURE_RAILATION_PLACES } from './railation-admin.fixtures';

const viewProps = (over: Partial<RailationAdminViewProps> = {}): RailationAdminViewProps => ({
  ...pageOf(FIXTURE_RAILATION_PLACES),
  onPage: vi.fn(),
  onPageSize: vi.fn(),
  onRetry: vi.fn(),
  importing: false,
  notice: null,
  onImport: vi.fn(),
  onDismiss: vi.fn(),
  saving: false,
  pendingKey: null,
  saveFailure: null,
  onDelete: vi.fn(),
  onAdd: vi.fn(),
  onEdit: vi.fn(),
  ...over,
});

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the railation tab view', () => {
  it('lists the bad rows of a refused file, at most 20, then how many more', () => {
    const props = viewProps({
      notice: {
        kind: 'failed',
        reason: 'Invalid input in the field line 3: lat.',
        issues: FIXTURE_IMPORT_ISSUES,
      },
    });
    const { unmount } = renderWithProviders(<RailationAdminView {...props} />, { language: 'en-GB' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The import failed. Invalid input in the field line 3: lat.');
    expect(alert.textContent).toContain('Nothing was imported.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'line 3: lat: a number between -90 and 90',
      'line 5: categories: unknown category "bakery"',
      'line 8: name: required',
    ]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(props.onDismiss).toHaveBeenCalledOnce();
    unmount();
    renderWithProviders(
      <RailationAdminView
        {...viewProps({ notice: { kind: 'failed', reason: '', issues: FIXTURE_MANY_ISSUES } })}
      />,
      { language: 'de-DE' },
    );
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('alert').textContent).toContain('und 5 weitere');
  });

  it('shows the counts of an import that landed', () => {
    renderWithProviders(
      <RailationAdminView {...viewProps({ notice: { kind: 'imported', created: 2, replaced: 1 } })} />,
      { language: 'en-GB' },
    );
    expect(screen.getByTestId('railation-import-notice').textContent).toContain('2 created, 1 replaced');
  });

  it('shows the places with R ids and category names, and sends a delete for a row', () => {
    const props = viewProps();
    renderWithProviders(<RailationAdminView {...props} />, { language: 'en-GB' });
    const terminal = rowOf('Terminal Frankfurt Ost');
    expect(terminal.textContent).toContain('Rp12');
    expect(terminal.textContent).toContain('Access points and terminals, Infrastructure');
    fireEvent.click(within(rowOf('Tankstelle Nord')).getByRole('button', { name: 'Delete Tankstelle Nord' }));
    expect(props.onDelete).toHaveBeenCalledWith('p301');
    const removed = rowOf('Werkstatt Süd');
    expect(within(removed).getByText('Removed')).toBeTruthy();
    expect(within(removed).queryByRole('button')).toBeNull();
  });

  it('opens the form of a new place and of a row (not of a removed one)', () => {
    const props = viewProps();
    renderWithProviders(<RailationAdminView {...props} />, { language: 'de-DE' });
    fireEvent.click(screen.getByRole('button', { name: 'Ort hinzufügen' }));
    expect(props.onAdd).toHaveBeenCalledOnce();
    fireEvent.click(
      within(rowOf('Terminal Frankfurt Ost')).getByRole('button', {
        name: 'Terminal Frankfurt Ost bearbeiten',
      }),
    );
    expect(props.onEdit).toHaveBeenCalledWith('p12');
    expect(screen.getAllByRole('button', { name: / bearbeiten$/ })).toHaveLength(2);
  });

  it('holds the delete buttons while a delete runs and shows a failed one in its row', () => {
    const { unmount } = renderWithProviders(
      <RailationAdminView {...viewProps({ saving: true, pendingKey: 'p12' })} />,
      { language: 'en-GB' },
    );
    expect(
      screen.getAllByRole<HTMLButtonElement>('button', { name: /^Delete / }).every((b) => b.disabled),
    ).toBe(true);
    unmount();
    renderWithProviders(
      <RailationAdminView {...viewProps({ pendingKey: 'p301', saveFailure: 'Not found.' })} />,
      {
        language: 'en-GB',
      },
    );
    expect(within(rowOf('Tankstelle Nord')).getByRole('alert').textContent).toBe('Not found.');
  });

  it('reads the chosen file and imports it in the format of its extension; an empty one is refused', async () => {
    const props = viewProps();
    renderWithProviders(<RailationAdminView {...props} />, { language: 'en-GB' });
    const input = screen.getByLabelText('File (CSV or GeoJSON)');
    const importButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Import' });
    expect(importButton.disabled).toBe(true);
    fireEvent.change(input, { target: { files: [new File([''], 'empty.csv')] } });
    fireEvent.click(importButton);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file is empty.'));
    const text = '{"type":"FeatureCollection","features":[]}';
    fireEvent.change(input, { target: { files: [new File([text], 'ports.json')] } });
    fireEvent.click(importButton);
    await waitFor(() =>
      expect(props.onImport).toHaveBeenCalledWith({
        fileName: 'ports.json',
        format: 'geojson',
        content: text,
      }),
    );
  });

  it('shows a spinner while importing', () => {
    renderWithProviders(<RailationAdminView {...viewProps({ importing: true })} />, { language: 'de-DE' });
    expect(screen.getByRole('status').textContent).toBe('Import läuft …');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Importieren' }).disabled).toBe(true);
  });
});
