import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  fixtureRestriction,
  fixtureRestrictions,
} from '../../../machines/restrictions/vehicle-restrictions.fixtures';
import { RestrictionsView } from './restrictions.view';

const data = fixtureRestrictions();

const meta = {
  title: 'Fleet/Restrictions',
  component: RestrictionsView,
  args: {
    phase: 'ready',
    active: data.active,
    history: data.history,
    canEdit: true,
    canAcknowledge: true,
    busy: false,
    failure: null,
    form: {
      form: { text: '', speedLimit: '', validUntil: '' },
      issues: [],
      failure: null,
      onChange: fn(),
      onSubmit: fn(),
      onCancel: fn(),
    },
    lift: { remark: '', onRemark: fn() },
    onRetry: fn(),
    onAdd: fn(),
    onAcknowledge: fn(),
    onLift: fn(),
    onSubmitLift: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof RestrictionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editor who is also a driver: acknowledge, lift, add; the history folded. */
export const Editor: Story = {};

/** A driver after acknowledging: nothing left to do. */
export const DriverAcknowledged: Story = {
  args: {
    canEdit: false,
    active: [fixtureRestriction({ acknowledgedByMe: '2026-03-11T08:05:00.000Z' })],
  },
};

/** A reader: no buttons. */
export const Reader: Story = { args: { canEdit: false, canAcknowledge: false } };

/** No restriction in force. */
export const None: Story = { args: { active: [], history: [] } };

/** The form after an attempt with an empty text and a speed out of range. */
export const CreatingWithIssues: Story = {
  args: {
    phase: 'creating',
    form: {
      form: { text: '', speedLimit: '400', validUntil: '' },
      issues: ['errors.textRequired', 'errors.speedLimitRange'],
      failure: null,
      onChange: fn(),
      onSubmit: fn(),
      onCancel: fn(),
    },
  },
};

/** The server refused the end (it passed while the form was open). */
export const CreatingRefused: Story = {
  args: {
    phase: 'creating',
    form: {
      form: { text: 'max 40 km/h', speedLimit: '40', validUntil: '2026-03-11T09:00' },
      issues: [],
      failure: 'validUntil',
      onChange: fn(),
      onSubmit: fn(),
      onCancel: fn(),
    },
  },
};

/** Lifting with a remark. */
export const Lifting: Story = { args: { phase: 'lifting', lift: { remark: 'Repaired', onRemark: fn() } } };

/** The restriction ended meanwhile (409). */
export const Conflict: Story = { args: { failure: 'conflict' } };

export const Loading: Story = { args: { phase: 'loading' } };

export const LoadFailed: Story = { args: { phase: 'loadFailed' } };
