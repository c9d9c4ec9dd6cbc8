import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { fixtureExportChoices } from '../../../machines/reporting/report-export.fixtures';
import { VehicleGridDrawer, type VehicleGridDrawerProps } from './vehicle-grid-drawer.view';
import { VehicleGridPeriod } from './vehicle-grid-period.view';

const offered = fixtureExportChoices.filter((vehicle) => !vehicle.isCrane);
/** The period slot's picker, closed, as text (the drawers hand in the date-range picker). */
const dateRange = <span>08.11.2026 – 22.11.2026</span>;

/** Story-only: the period reaches past today (the export drawers' warning under the picker). */
type StoryArgs = VehicleGridDrawerProps & { readonly periodInFuture?: boolean };

/** With the reporting export's texts, period slot and Export button, as that drawer hands them in. */
function WithExportTexts({ periodInFuture = false, ...props }: StoryArgs) {
  const { t } = useTranslation('reportExport');
  return (
    <VehicleGridDrawer
      {...props}
      text={(key, counts) => t(`drawer.${key}`, counts)}
      periodSlot={
        <VehicleGridPeriod
          dateRange={dateRange}
          periodInFuture={periodInFuture}
          futureWarning={t('drawer.periodInFuture')}
        />
      }
      foot={
        <Flex justify="end" p="3">
          <Button disabled={props.selected.size === 0}>{t('drawer.export')}</Button>
        </Flex>
      }
    />
  );
}

/** With apply-to-many's texts and its description (the dialog then has a description). */
function WithManyTexts(props: StoryArgs) {
  const { t } = useTranslation('notificationSettings');
  return (
    <VehicleGridDrawer
      {...props}
      text={(key, counts) => t(`many.${key}`, counts)}
      description={t('many.hint')}
      periodSlot={dateRange}
      foot={
        <Flex justify="end" p="3">
          <Button disabled={props.selected.size === 0}>
            {t('many.save', { count: props.selected.size })}
          </Button>
        </Flex>
      }
    />
  );
}

const none = { selected: new Set<number>(), selectAll: false } as const;
const some = { selected: new Set([101, 102]), selectAll: 'indeterminate' } as const;

/**
 * The shared drawer of the reporting export, the notifications export and apply-to-many. Its head, body
 * and grid are styled by each drawer's stylesheet (the class names it is given): here they are not, so
 * this shows the structure; the drawers' own stories show it styled.
 */
const meta = {
  title: 'Shared/Vehicle grid drawer',
  component: VehicleGridDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    filter: '',
    vehicles: offered,
    offeredCount: offered.length,
    ...none,
    text: (key) => key,
    testIds: { drawer: 'vehicle-grid-drawer', selectAll: 'vehicle-grid-select-all' },
    classNames: { head: 'story-head', body: 'story-body', grid: 'story-grid', vehicle: 'story-vehicle' },
    periodSlot: dateRange,
    foot: null,
    onToggle: fn(),
    onSelectAll: fn(),
    onFilter: fn(),
    onClose: fn(),
  },
  render: (args) => <WithExportTexts {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected. */
export const NothingSelected: Story = {};
export const NothingSelectedEnglish: Story = { globals: { locale: 'en-GB' } };

/** Two of three selected (select-all shows "some"). */
export const SomeSelected: Story = { args: some };

/** Locked while the drawer works (the notifications export while it loads): nothing can be changed. */
export const Locked: Story = { args: { ...some, locked: true } };

/** The period slot with the export drawers' warning. */
export const PeriodInFuture: Story = { args: { ...some, periodInFuture: true } };
export const PeriodInFutureEnglish: Story = { ...PeriodInFuture, globals: { locale: 'en-GB' } };

/** No vehicles to offer: select-all is disabled. */
export const NoVehicles: Story = { args: { vehicles: [], offeredCount: 0 } };

/** Apply-to-many's texts, with the dialog's description over the period. */
export const WithDescription: Story = { args: some, render: (args) => <WithManyTexts {...args} /> };
export const WithDescriptionEnglish: Story = { ...WithDescription, globals: { locale: 'en-GB' } };
