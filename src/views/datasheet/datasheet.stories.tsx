import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DEFAULT_FUEL_CONSUMPTION } from '../../api/contract/fleet.contract';
import { datasheetOf, DIESEL_DRIVING, FUEL_SETTINGS_ACTIVE } from '../shared/fleet/testing/fleet-fixtures';
import { DatasheetView, type DatasheetViewProps } from './datasheet.view';

/** The view with its settings and comment held in state, so the panel can be tried out in the story. */
function Interactive(props: DatasheetViewProps) {
  const [settings, setSettings] = useState(props.settings);
  const [comment, setComment] = useState(props.comment);
  return (
    <DatasheetView
      {...props}
      settings={settings}
      onSettingsChange={(next) => {
        setSettings(next);
        props.onSettingsChange(next);
      }}
      comment={comment}
      onCommentChange={(next) => {
        setComment(next);
        props.onCommentChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Fleet/Datasheet',
  component: DatasheetView,
  parameters: { layout: 'fullscreen' },
  render: (args) => <Interactive {...args} />,
  args: {
    vehicleName: DIESEL_DRIVING.vehicle.name,
    datasheet: datasheetOf(DIESEL_DRIVING),
    loading: false,
    settings: DEFAULT_FUEL_CONSUMPTION,
    onSettingsChange: fn(),
    comment: '',
    onCommentChange: fn(),
    isDemoUser: false,
    saving: false,
    saveOutcome: null,
    onSave: fn(),
    onDismissFailure: fn(),
  },
} satisfies Meta<typeof DatasheetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: estimate off (sliders disabled), all figures 0. */
export const Default: Story = {};

/** Estimate on: 30 % long distance; short 40 % heavy at 2.5 / 4 l/km, long 70 % heavy at 3 / 5.5 l/km. */
export const ActiveSliders: Story = {
  args: {
    settings: FUEL_SETTINGS_ACTIVE,
    comment: 'Tank am 03.03. gereinigt, Verbrauch danach leicht gesunken.',
  },
};

export const Saving: Story = {
  args: { settings: FUEL_SETTINGS_ACTIVE, comment: 'Neue Werte', saving: true },
};

export const Saved: Story = { args: { settings: FUEL_SETTINGS_ACTIVE, saveOutcome: 'saved' } };

export const SaveFailed: Story = { args: { settings: FUEL_SETTINGS_ACTIVE, saveOutcome: 'failed' } };

export const DemoUserCannotSave: Story = { args: { isDemoUser: true } };

export const WithDocuments: Story = {
  args: {
    datasheet: datasheetOf(DIESEL_DRIVING, {
      pdfLinks: [
        { title: 'Betriebsanleitung Gravita 10 BB', url: '/docs/gravita-10bb-betriebsanleitung.pdf' },
        { title: 'Wartungsplan 2026', url: '/docs/wartungsplan-2026.pdf' },
      ],
    }),
  },
};

export const Loading: Story = { args: { datasheet: null, loading: true } };

export const NoActiveLocomotive: Story = { args: { vehicleName: null, datasheet: null } };

export const English: Story = { globals: { locale: 'en-GB' }, args: { settings: FUEL_SETTINGS_ACTIVE } };
