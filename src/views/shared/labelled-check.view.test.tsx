import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './testing/render';
import { LabelledCheck, type LabelledCheckProps } from './labelled-check.view';

/** Holds the state as a view's machine would, and reports every change. */
function Held(props: LabelledCheckProps) {
  const [checked, setChecked] = useState(props.checked === true);
  return (
    <LabelledCheck
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        props.onCheckedChange(next);
        setChecked(next);
      }}
    />
  );
}

describe('a labelled checkbox or switch (issue 28 §5)', () => {
  it('is named by its label, and a click on the label toggles the checkbox', () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(
      <Held label="Resolve all prior defects" checked={false} onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Resolve all prior defects' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByText('Resolve all prior defects'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Resolve all prior defects'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('is a switch with kind "switch", named and toggled by its label the same way', () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(
      <Held kind="switch" label="Defects present" checked={true} onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Defects present' });
    expect(control.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Defects present'));
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('hears true when an indeterminate checkbox is clicked', () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(
      <LabelledCheck label="Select all" checked="indeterminate" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box.getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('does not toggle while disabled, by the label or by the control', () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(
      <>
        <LabelledCheck label="Sure" checked={false} disabled onCheckedChange={onCheckedChange} />
        <LabelledCheck kind="switch" label="Active" checked disabled onCheckedChange={onCheckedChange} />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Sure' });
    const control = screen.getByRole('switch', { name: 'Active' });
    expect((box as HTMLButtonElement).disabled).toBe(true);
    expect((control as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Sure'));
    fireEvent.click(box);
    fireEvent.click(screen.getByText('Active'));
    fireEvent.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('passes aria-describedby, aria-invalid, id and the test id on to the control', () => {
    renderWithProviders(
      <>
        <LabelledCheck
          kind="switch"
          id="fuel-active"
          label="Allow analytics"
          checked={false}
          aria-describedby="legend"
          aria-invalid
          data-testid="analytics-switch"
          onCheckedChange={() => {}}
        />
        <p id="legend">We count page views, nothing else.</p>
      </>,
    );
    const control = screen.getByRole('switch', { name: 'Allow analytics' });
    expect(control.getAttribute('aria-describedby')).toBe('legend');
    expect(document.getElementById('legend')?.textContent).toBe('We count page views, nothing else.');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.id).toBe('fuel-active');
    expect(screen.getByTestId('analytics-switch')).toBe(control);
    expect(control.closest('label')?.htmlFor).toBe('fuel-active');
  });

  it('names a lone control by aria-label; touch gives its label box the class of the 44 px target', () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(
      <LabelledCheck
        touch
        className="logbook-touch"
        aria-label="Select the entry of Anna Berg"
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select the entry of Anna Berg' });
    const label = box.closest('label');
    expect(label?.className).toBe('labelled-check labelled-check-touch logbook-touch');
    // Without text, no Text around it: the box keeps its own 16 px height, not a line's 20.
    expect(label?.classList.contains('rt-Text')).toBe(false);
    fireEvent.click(label!);
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('sizes text and control together and keeps extra content inside the label', () => {
    renderWithProviders(
      <LabelledCheck
        size="1"
        kind="switch"
        label={
          <>
            Clusters <span data-testid="extra">12</span>
          </>
        }
        checked={false}
        onCheckedChange={() => {}}
      />,
    );
    const control = screen.getByRole('switch', { name: 'Clusters 12' });
    const label = control.closest('label')!;
    expect(label.classList.contains('rt-r-size-1')).toBe(true);
    expect(control.classList.contains('rt-r-size-1')).toBe(true);
    expect(label.contains(screen.getByTestId('extra'))).toBe(true);
  });
});
