import { Button, Dialog, Flex, Spinner, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationLabel } from '../../api/contract';
import type {
  WebhookDraft,
  WebhookDraftErrors,
  WebhookTextField,
} from '../../machines/administration/webhook-form.rules';
import { AlertIcon } from '../shared/icons';
import { LabelledCheck } from '../shared/labelled-check.view';
import {
  WebhookTextInput,
  WebhookTypesField,
  WebhookVehiclesField,
  type WebhookVehicleOption,
} from './webhook-editor-fields.view';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export type { WebhookVehicleOption } from './webhook-editor-fields.view';

/** Which part of the editor shows (the machine's tag). */
export type WebhookEditorStatus = 'closed' | 'editing' | 'saving';

export interface WebhookEditorViewProps {
  readonly status: WebhookEditorStatus;
  /** "Add endpoint" (true) or "Edit" of a stored endpoint. */
  readonly isNew: boolean;
  readonly draft: WebhookDraft;
  /** The problems to show under their fields. */
  readonly errors: WebhookDraftErrors;
  /** The failed save in the user's language (editing again); null otherwise. */
  readonly saveFailure: string | null;
  /** The vehicles the user sees (an endpoint's others show by id). */
  readonly vehicles: readonly WebhookVehicleOption[];
  readonly onChange: (field: WebhookTextField, value: string) => void;
  readonly onToggleType: (label: NotificationLabel) => void;
  readonly onSelectAllTypes: (all: boolean) => void;
  readonly onSetAllVehicles: (all: boolean) => void;
  readonly onToggleVehicle: (vehicleId: number) => void;
  readonly onSetEnabled: (enabled: boolean) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}

function EditorForm(props: WebhookEditorViewProps) {
  const { t } = useTranslation('administration');
  const base = useId();
  const saving = props.status === 'saving';
  const text = { base, draft: props.draft, onChange: props.onChange };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) props.onSave();
      }}
    >
      <Flex direction="column" gap="4">
        <WebhookTextInput {...text} field="url" error={props.errors.url} />
        <WebhookTextInput {...text} field="description" error={props.errors.description} />
        <WebhookTypesField
          base={base}
          draft={props.draft}
          error={props.errors.types}
          onToggleType={props.onToggleType}
          onSelectAllTypes={props.onSelectAllTypes}
        />
        <WebhookVehiclesField
          base={base}
          draft={props.draft}
          error={props.errors.vehicles}
          vehicles={props.vehicles}
          onSetAllVehicles={props.onSetAllVehicles}
          onToggleVehicle={props.onToggleVehicle}
        />
        <Flex direction="column" gap="1">
          <LabelledCheck
            weight="medium"
            label={t('webhooks.editor.fields.enabled')}
            checked={props.draft.enabled}
            aria-describedby={`${base}-enabled-hint`}
            onCheckedChange={props.onSetEnabled}
          />
          <Text id={`${base}-enabled-hint`} size="1" color="gray">
            {t('webhooks.editor.enabledHint')}
          </Text>
        </Flex>
        {!props.isNew && (
          <Text size="1" color="gray">
            {t('webhooks.editor.secretKept')}
          </Text>
        )}
        {props.saveFailure !== null && (
          <Flex gap="2" align="center" role="alert">
            <Text color="red">
              <AlertIcon />
            </Text>
            <Text size="2" color="red">{`${t('webhooks.editor.saveFailed')} ${props.saveFailure}`}</Text>
          </Flex>
        )}
        <Flex gap="3" justify="end" align="center" wrap="wrap">
          {saving && (
            <Flex gap="2" align="center" role="status">
              <Spinner />
              <Text size="2">{t('webhooks.editor.saving')}</Text>
            </Flex>
          )}
          <Button type="button" variant="soft" color="gray" disabled={saving} onClick={props.onCancel}>
            {t('webhooks.editor.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {t('webhooks.editor.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * The form of one webhook endpoint (issue 27 §6) in a dialog: URL, description, the notification
 * types (all or none at a click), every vehicle or chosen ones, and whether it is enabled; each
 * problem under its field. Props in, callbacks out.
 */
export function WebhookEditorView(props: WebhookEditorViewProps) {
  const { t } = useTranslation('administration');
  const { status } = props;
  if (status === 'closed') return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && status !== 'saving' && props.onCancel()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        className="admin-dialog"
        maxWidth="720px"
        data-testid="webhook-editor"
      >
        <Dialog.Title>
          {t(props.isNew ? 'webhooks.editor.createTitle' : 'webhooks.editor.editTitle')}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('webhooks.editor.requiredHint')}
        </Dialog.Description>
        <EditorForm {...props} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
