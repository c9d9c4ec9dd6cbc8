import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_EDITED_PLACE } from '../../machines/administration/railation-place-editor.fixtures';
import { draftOf, emptyDraft, validateDraft } from '../../machines/administration/railation-place-form.rules';
import { renderWithProviders } from '../shared/testing/render';
import { RailationPlaceEditorView, type RailationPlaceEditorViewProps } from './railation-place-editor.view';

const viewProps = (over: Partial<RailationPlaceEditorViewProps> = {}): RailationPlaceEditorViewProps => ({
  status: 'editing',
  isNew: false,
  draft: draftOf(FIXTURE_EDITED_PLACE),
  errors: {},
  loadFailure: null,
  saveFailure: null,
  onChange: vi.fn(),
  onToggleCategory: vi.fn(),
  onSave: vi.fn(),
  onCancel: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const errorOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
};

describe('the railation place editor view', () => {
  it('shows a stored place in the form (English) and sends what is typed, ticked and pressed', () => {
    const props = viewProps();
    renderWithProviders(<RailationPlaceEditorView {...props} />, { language: 'en-GB' });
    const dialog = screen.getByRole('dialog', { name: 'Edit place' });
    expect(input('Name').value).toBe('Terminal Frankfurt Ost');
    expect(input('Latitude').value).toBe('50.11');
    expect(input('Town or city').value).toBe('Frankfurt am Main');
    expect(input('Image URL').value).toBe('https://example.org/terminal-ost.jpg');
    const description = screen.getByLabelText<HTMLTextAreaElement>('Description');
    expect(description.value).toContain('# Leistungen\n\n- Umschlag Straße–Schiene');
    expect(description.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('A line starting with “# ” is a heading');
    const categories = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox');
    expect(categories).toHaveLength(12);
    const terminals = screen.getByRole('checkbox', { name: 'Access points and terminals' });
    expect(terminals.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Fuel stations' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fuel stations' }));
    expect(props.onToggleCategory).toHaveBeenCalledWith(3);
    fireEvent.change(input('Latitude'), { target: { value: '50,12' } });
    expect(props.onChange).toHaveBeenCalledWith('lat', '50,12');
    fireEvent.change(description, { target: { value: 'Neu.' } });
    expect(props.onChange).toHaveBeenCalledWith('description', 'Neu.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows each problem under its field (German), linked to it and marked invalid', () => {
    const draft = { ...emptyDraft(), lat: '91', website: 'example.org' };
    renderWithProviders(
      <RailationPlaceEditorView
        {...viewProps({ isNew: true, draft, errors: { ...validateDraft(draft), city: 'rejected' } })}
      />,
      { language: 'de-DE' },
    );
    expect(screen.getByRole('dialog', { name: 'Ort hinzufügen' })).toBeTruthy();
    const name = input('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)?.textContent).toBe('Bitte ausfüllen.');
    expect(errorOf(input('Breitengrad'))?.textContent).toBe('Der Breitengrad liegt zwischen -90 und 90.');
    expect(errorOf(input('Website'))?.textContent).toBe(
      'Bitte eine Adresse angeben, die mit http:// oder https:// beginnt.',
    );
    expect(errorOf(input('Ort'))?.textContent).toBe('Der Server hat diesen Wert nicht angenommen.');
    expect(errorOf(screen.getByRole('group', { name: 'Kategorien' }))?.textContent).toBe(
      'Bitte mindestens eine Kategorie wählen.',
    );
    expect(screen.getByRole('checkbox', { name: 'Tankstellen' }).getAttribute('aria-invalid')).toBe('true');
    const street = input('Straße');
    expect(street.getAttribute('aria-invalid')).toBe('false');
    expect(street.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getAllByRole('alert')).toHaveLength(6);
  });

  it('names the limits in the description problems', () => {
    renderWithProviders(
      <RailationPlaceEditorView {...viewProps({ errors: { description: 'blockTooLong' } })} />,
      {
        language: 'en-GB',
      },
    );
    expect(errorOf(screen.getByLabelText('Description'))?.textContent).toBe(
      'At most 4000 characters per heading, list item or paragraph.',
    );
  });

  it('holds both buttons while saving and shows a failed save', () => {
    const { unmount } = renderWithProviders(
      <RailationPlaceEditorView {...viewProps({ status: 'saving' })} />,
      {
        language: 'de-DE',
      },
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Speichern' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Abbrechen' }).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Wird gespeichert …');
    unmount();
    renderWithProviders(
      <RailationPlaceEditorView {...viewProps({ saveFailure: 'Invalid input in the field lat.' })} />,
      { language: 'en-GB' },
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The place was not saved. Invalid input in the field lat.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('shows a spinner while loading, and a failed load with a retry', () => {
    const props = viewProps({ status: 'loadFailed', loadFailure: 'Keine Verbindung zum Server.' });
    const { unmount } = renderWithProviders(
      <RailationPlaceEditorView {...viewProps({ status: 'loading' })} />,
      {
        language: 'de-DE',
      },
    );
    expect(screen.getByRole('status').textContent).toBe('Der Ort wird geladen …');
    expect(screen.queryByLabelText('Name')).toBeNull();
    unmount();
    renderWithProviders(<RailationPlaceEditorView {...props} />, { language: 'de-DE' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Der Ort konnte nicht geladen werden. Keine Verbindung zum Server.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('shows nothing while closed', () => {
    renderWithProviders(<RailationPlaceEditorView {...viewProps({ status: 'closed' })} />, {
      language: 'en-GB',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
