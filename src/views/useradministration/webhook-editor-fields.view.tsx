import { Button, Flex, Grid, RadioGroup, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_LABELS, WEBHOOK_LIMITS, type NotificationLabel } from '../../api/contract';
import type {
  WebhookDraft,
  WebhookDraftError,
  WebhookDraftField,
  WebhookTextField,
} from '../../machines/administration/webhook-form.rules';
import { LabelledCheck } from '../shared/labelled-check.view';
import { useNotificationLabel } from '../shared/use-notification-label';

/** The webhook editor's fields (issue 27 §6), each with its problem under it. */

/** A vehicle the form offers. */
export interface WebhookVehicleOption {
  readonly vehicleId: number;
  readonly name: string;
}

/** The number each field's "at most" names. */
const MAX: Readonly<Record<WebhookDraftField, number>> = {
  url: WEBHOOK_LIMITS.maxUrlLength,
  description: WEBHOOK_LIMITS.maxDescriptionLength,
  types: NOTIFICATION_LABELS.length,
  vehicles: WEBHOOK_LIMITS.maxVehicles,
};

export const describedBy = (...ids: readonly (string | false)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

export function FieldError(props: {
  readonly id: string;
  readonly field: WebhookDraftField;
  readonly error: WebhookDraftError | undefined;
}) {
  const { t } = useTranslation('administration');
  if (props.error === undefined) return null;
  return (
    <Text id={props.id} size="1" color="red" role="alert">
      {t(`webhooks.editor.errors.${props.error}`, { max: MAX[props.field] })}
    </Text>
  );
}

export function WebhookTextInput(props: {
  readonly base: string;
  readonly field: WebhookTextField;
  readonly draft: WebhookDraft;
  readonly error: WebhookDraftError | undefined;
  readonly onChange: (field: WebhookTextField, value: string) => void;
}) {
  const { t } = useTranslation('administration');
  const { field, error } = props;
  const id = `${props.base}-${field}`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {t(`webhooks.editor.fields.${field}`)}
      </Text>
      <TextField.Root
        id={id}
        value={props.draft[field]}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(error !== undefined && `${id}-error`)}
        {...(field === 'url' ? { type: 'url', inputMode: 'url' as const, autoComplete: 'off' } : {})}
        onChange={(e) => props.onChange(field, e.target.value)}
      />
      <FieldError id={`${id}-error`} field={field} error={error} />
    </Flex>
  );
}

/** A group of checkboxes with its heading, its problem, and an optional row of buttons. */
function CheckGroup(props: {
  readonly id: string;
  readonly field: WebhookDraftField;
  readonly error: WebhookDraftError | undefined;
  readonly heading: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Flex
      direction="column"
      gap="1"
      role="group"
      aria-labelledby={`${props.id}-label`}
      aria-describedby={describedBy(props.error !== undefined && `${props.id}-error`)}
    >
      {props.heading}
      {props.children}
      <FieldError id={`${props.id}-error`} field={props.field} error={props.error} />
    </Flex>
  );
}

/** The notification types' checkboxes, with "select all" and "select none". */
export function WebhookTypesField(props: {
  readonly base: string;
  readonly draft: WebhookDraft;
  readonly error: WebhookDraftError | undefined;
  readonly onToggleType: (label: NotificationLabel) => void;
  readonly onSelectAllTypes: (all: boolean) => void;
}) {
  const { t } = useTranslation('administration');
  const labelOf = useNotificationLabel();
  const id = `${props.base}-types`;
  const { error } = props;
  return (
    <CheckGroup
      id={id}
      field="types"
      error={error}
      heading={
        <Flex gap="3" align="center" wrap="wrap">
          <Text id={`${id}-label`} size="2" weight="medium">
            {t('webhooks.editor.fields.types')}
          </Text>
          <Button type="button" size="1" variant="ghost" onClick={() => props.onSelectAllTypes(true)}>
            {t('webhooks.editor.selectAll')}
          </Button>
          <Button type="button" size="1" variant="ghost" onClick={() => props.onSelectAllTypes(false)}>
            {t('webhooks.editor.selectNone')}
          </Button>
        </Flex>
      }
    >
      <Grid columns={{ initial: '1', sm: '2' }} gap="1">
        {NOTIFICATION_LABELS.map((label) => (
          <LabelledCheck
            key={label}
            checked={props.draft.types.includes(label)}
            aria-invalid={error !== undefined}
            label={labelOf(label)}
            onCheckedChange={() => props.onToggleType(label)}
          />
        ))}
      </Grid>
    </CheckGroup>
  );
}

/** Every vehicle, or the vehicles chosen by checkbox. */
export function WebhookVehiclesField(props: {
  readonly base: string;
  readonly draft: WebhookDraft;
  readonly error: WebhookDraftError | undefined;
  readonly vehicles: readonly WebhookVehicleOption[];
  readonly onSetAllVehicles: (all: boolean) => void;
  readonly onToggleVehicle: (vehicleId: number) => void;
}) {
  const { t } = useTranslation('administration');
  const id = `${props.base}-vehicles`;
  const { error } = props;
  const { draft } = props;
  const listed = new Set(props.vehicles.map((v) => v.vehicleId));
  // Vehicles the endpoint names but the user does not see stay choosable, by id.
  const options = [
    ...props.vehicles,
    ...draft.vehicleIds
      .filter((vehicleId) => !listed.has(vehicleId))
      .map((vehicleId) => ({ vehicleId, name: t('webhooks.vehicleId', { id: vehicleId }) })),
  ];
  return (
    <CheckGroup
      id={id}
      field="vehicles"
      error={error}
      heading={
        <Text id={`${id}-label`} size="2" weight="medium">
          {t('webhooks.editor.fields.vehicles')}
        </Text>
      }
    >
      <RadioGroup.Root
        size="2"
        value={draft.allVehicles ? 'all' : 'chosen'}
        aria-labelledby={`${id}-label`}
        onValueChange={(value) => props.onSetAllVehicles(value === 'all')}
      >
        <RadioGroup.Item value="all">{t('webhooks.editor.allVehicles')}</RadioGroup.Item>
        <RadioGroup.Item value="chosen">{t('webhooks.editor.chosenVehicles')}</RadioGroup.Item>
      </RadioGroup.Root>
      {!draft.allVehicles && (
        <Grid columns={{ initial: '1', sm: '2' }} gap="1" className="admin-webhook-vehicles">
          {options.map((vehicle) => (
            <LabelledCheck
              key={vehicle.vehicleId}
              checked={draft.vehicleIds.includes(vehicle.vehicleId)}
              aria-invalid={error !== undefined}
              label={vehicle.name}
              onCheckedChange={() => props.onToggleVehicle(vehicle.vehicleId)}
            />
          ))}
        </Grid>
      )}
    </CheckGroup>
  );
}
