import { readFileSync } from 'node:fs';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enFleet from '../../../i18n/locales/en-GB/fleet.json';
import {
  fixtureRestriction,
  fixtureRestrictions,
} from '../../../machines/restrictions/vehicle-restrictions.fixtures';
import { createRequestOf } from '../../../machines/restrictions/vehicle-restrictions.rules';
import type { RestrictionForm } from '../../../machines/restrictions/vehicle-restrictions.types';
import { renderWithProviders } from '../testing/render';
import { RestrictionsView, type RestrictionsViewProps } from './restrictions.view';

const props = (overrides: Partial<RestrictionsViewProps> = {}): RestrictionsViewProps => ({
  phase: 'ready',
  active: fixtureRestrictions().active,
  history: fixtureRestrictions().history,
  canEdit: true,
  canAcknowledge: true,
  busy: false,
  failure: null,
  form: {
    form: { text: '', speedLimit: '', validUntil: '' },
    issues: [],
    failure: null,
    onChange: vi.fn(),
    onSubmit: vi.fn(),
    onCancel: vi.fn(),
  },
  lift: { remark: '', onRemark: vi.fn() },
  onRetry: vi.fn(),
  onAdd: vi.fn(),
  onAcknowledge: vi.fn(),
  onLift: vi.fn(),
  onSubmitLift: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

describe('restriction notices: the visual review (issue 30 §2)', () => {
  it.each([
    ['de-DE', 'Keine Einschränkung in Kraft', '0 Einschränkungen'],
    ['en-GB', 'No restriction in force', '0 restrictions'],
  ] as const)('with none in force says so once, as the heading (%s)', (language, none, zero) => {
    renderWithProviders(<RestrictionsView {...props({ active: [] })} />, { language });
    const section = screen.getByTestId('restrictions');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(none);
    expect(section.textContent.split(none)).toHaveLength(2);
    expect(section.textContent).not.toContain(zero);
  });

  it('names the count with restrictions in force', () => {
    renderWithProviders(<RestrictionsView {...props({ active: [fixtureRestriction()] })} />, {
      language: 'en-GB',
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1 restriction in force');
  });

  it('makes the history toggle a fingertip tall on touch screens', () => {
    renderWithProviders(<RestrictionsView {...props()} />, { language: 'en-GB' });
    const toggle = within(screen.getByTestId('restriction-history')).getByText(
      enFleet.restrictions.history_one.replace('{{count}}', '1'),
    );
    expect(toggle.tagName).toBe('SUMMARY');
    expect(toggle.classList.contains('restriction-history-toggle')).toBe(true);
    const css = readFileSync('src/views/shared/restrictions/restrictions.css', 'utf8');
    const coarse = /@media \(pointer: coarse\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(coarse).toMatch(/\.restriction-history-toggle \{[^}]*min-height: 44px;/);
  });
});

describe('restriction form: "valid until" is Berlin time, written DD.MM.YYYY HH:mm', () => {
  const zone = process.env['TZ'];
  afterEach(() => {
    if (zone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = zone;
  });

  /** The form as the machine holds it: what the field hands on is kept. */
  function Harness({ onForm }: { readonly onForm: (form: RestrictionForm) => void }) {
    const [form, setForm] = useState<RestrictionForm>({
      text: 'Brake check',
      speedLimit: '',
      validUntil: '',
    });
    const base = props({ phase: 'creating' });
    return (
      <RestrictionsView
        {...base}
        form={{
          ...base.form,
          form,
          onChange: (field, value) => {
            const next = { ...form, [field]: value };
            setForm(next);
            onForm(next);
          },
        }}
      />
    );
  }

  it.each([
    ['de-DE', 'Gültig bis (optional, Uhrzeit in Europe/Berlin)', 'TT.MM.JJJJ HH:mm'],
    ['en-GB', 'Valid until (optional, time in Europe/Berlin)', 'DD.MM.YYYY HH:mm'],
  ] as const)(
    'a browser in New York: 02.12.2026 18:00 is sent as 18:00 in Berlin (%s)',
    (language, label, placeholder) => {
      process.env['TZ'] = 'America/New_York';
      const onForm = vi.fn<(form: RestrictionForm) => void>();
      renderWithProviders(<Harness onForm={onForm} />, { language });
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('type')).not.toBe('datetime-local');
      expect(field.getAttribute('placeholder')).toBe(placeholder);
      fireEvent.change(field, { target: { value: '02.12.2026 18:00' } });
      const form = onForm.mock.lastCall?.[0];
      expect(form?.validUntil).toBe('2026-12-02T18:00');
      expect(Date.parse(createRequestOf(7, form!).validUntil!)).toBe(Date.parse('2026-12-02T17:00:00Z'));
    },
  );
});
