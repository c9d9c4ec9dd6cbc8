import { Checkbox, Switch, Text, type TextProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { RovingItemProps } from './roving-focus';
import './labelled-check.css';

interface Common {
  readonly disabled?: boolean | undefined;
  /** The text's size and the control's ('2' unless given). */
  readonly size?: '1' | '2' | '3';
  readonly weight?: TextProps['weight'];
  readonly color?: TextProps['color'];
  /**
   * A 44 × 44 px target on a touch screen (issue 28 §1): the label box grows around a lone control, the
   * logbook's row and card checkboxes. The control's own look stays.
   */
  readonly touch?: boolean;
  /** The label's classes (the caller's layout and its tests' hooks). */
  readonly className?: string;
  /** The control's id (the label points at it too). */
  readonly id?: string;
  readonly 'aria-describedby'?: string | undefined;
  readonly 'aria-invalid'?: boolean;
  /** The control's test id. */
  readonly 'data-testid'?: string;
  /** In a list of one tab stop (issue 36): the control's roving props (its tab order, key and focus). */
  readonly roving?: RovingItemProps | undefined;
}

/** What names the control: the label's content, or (a lone control) `aria-label`, which wins over it. */
type Naming =
  | { readonly label: ReactNode; readonly 'aria-label'?: string }
  | { readonly label?: undefined; readonly 'aria-label': string };

type Kind =
  | {
      readonly kind?: 'checkbox';
      readonly checked: boolean | 'indeterminate';
      /** Clicking an indeterminate checkbox checks it (Radix), so the callback hears `true`. */
      readonly onCheckedChange: (checked: boolean) => void;
    }
  | {
      readonly kind: 'switch';
      readonly checked: boolean;
      readonly onCheckedChange: (checked: boolean) => void;
    };

export type LabelledCheckProps = Common & Naming & Kind;

/**
 * A checkbox or switch with its label beside it (issue 28 §5: the one piece behind every such pair):
 * the label wraps the control, so it names the control and a click anywhere on it toggles. Control
 * first, then the label's content, centred on one another with Radix's space-2 between (the Radix
 * docs' `Text as="label"` around a `Flex`, in one box). Without a visible label the box is a bare
 * `label` around the control, which then needs `aria-label`.
 */
export function LabelledCheck(props: LabelledCheckProps) {
  const size = props.size ?? '2';
  const control = {
    size,
    disabled: props.disabled,
    id: props.id,
    'aria-label': props['aria-label'],
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
    'data-testid': props['data-testid'],
    ...props.roving,
  };
  const box =
    props.kind === 'switch' ? (
      <Switch {...control} checked={props.checked} onCheckedChange={props.onCheckedChange} />
    ) : (
      <Checkbox
        {...control}
        checked={props.checked}
        onCheckedChange={(checked) => props.onCheckedChange(checked === true)}
      />
    );
  const className = ['labelled-check', props.touch === true && 'labelled-check-touch', props.className]
    .filter(Boolean)
    .join(' ');
  // No text beside the control: no text metrics either (inside a Text the box is a line high, 20 px, not 16).
  if (props.label === undefined) {
    return (
      <label className={className} htmlFor={props.id}>
        {box}
      </label>
    );
  }
  return (
    <Text
      as="label"
      size={size}
      {...(props.weight === undefined ? {} : { weight: props.weight })}
      color={props.color}
      className={className}
      htmlFor={props.id}
    >
      {box}
      {props.label}
    </Text>
  );
}
