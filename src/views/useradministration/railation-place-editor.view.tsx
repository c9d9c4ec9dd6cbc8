import { Button, Dialog, Flex, Grid, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RAILATION_CATEGORIES, RAILATION_LIMITS } from '../../api/contract/railation-limits';
import type {
  RailationDraftError,
  RailationDraftErrors,
  RailationDraftField,
  RailationPlaceDraft,
  RailationTextField,
} from '../../machines/administration/railation-place-form.rules';
import { AlertIcon } from '../shared/icons';
import { LabelledCheck } from '../shared/labelled-check.view';
import { MODAL_DIALOG } from '../shared/modal-dialog';

/** Which part of the editor shows (the machine's tag). */
export type RailationPlaceEditorStatus = 'closed' | 'loading' | 'loadFailed' | 'editing' | 'saving';

export interface RailationPlaceEditorViewProps {
  readonly status: RailationPlaceEditorStatus;
  /** "Add place" (true) or "Edit" of a stored place. */
  readonly isNew: boolean;
  readonly draft: RailationPlaceDraft;
  /** The problems to show under their fields. */
  readonly errors: RailationDraftErrors;
  /** The failed load in the user's language (loadFailed); null otherwise. */
  readonly loadFailure: string | null;
  /** The failed save in the user's language (editing again); null otherwise. */
  readonly saveFailure: string | null;
  readonly onChange: (field: RailationTextField, value: string) => void;
  readonly onToggleCategory: (id: number) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
  readonly onRetry: () => void;
}

/** The numbers the error texts name. */
const LIMIT_PARAMS = {
  maxField: RAILATION_LIMITS.maxFieldLength,
  maxBlocks: RAILATION_LIMITS.maxBlocks,
  maxItems: RAILATION_LIMITS.maxListItems,
  maxBlockText: RAILATION_LIMITS.maxBlockTextLength,
};

/** Text fields laid out two to a row where they are short. */
const ROWS: readonly (readonly RailationTextField[])[] = [
  ['lat', 'lng'],
  ['street'],
  ['postcode', 'city'],
  ['country', 'phone'],
  ['website'],
  ['imgUrl'],
];

const idOf = (base: string, field: RailationDraftField) => `${base}-${field}`;
const describedBy = (...ids: readonly (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

function FieldError(props: { readonly id: string; readonly error: RailationDraftError | undefined }) {
  const { t } = useTranslation('administration');
  if (props.error === undefined) return null;
  return (
    <Text id={props.id} size="1" color="red" role="alert">
      {t(`railation.editor.errors.${props.error}`, LIMIT_PARAMS)}
    </Text>
  );
}

interface FieldProps {
  readonly base: string;
  readonly field: RailationTextField;
  readonly draft: RailationPlaceDraft;
  readonly errors: RailationDraftErrors;
  readonly onChange: (field: RailationTextField, value: string) => void;
}

function TextInput({ base, field, draft, errors, onChange }: FieldProps) {
  const { t } = useTranslation('administration');
  const id = idOf(base, field);
  const error = errors[field];
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {t(`railation.editor.fields.${field}`)}
      </Text>
      <TextField.Root
        id={id}
        value={draft[field]}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(error !== undefined && `${id}-error`)}
        {...(field === 'lat' || field === 'lng' ? { inputMode: 'decimal' as const } : {})}
        {...(field === 'website' || field === 'imgUrl' ? { type: 'url' } : {})}
        onChange={(e) => onChange(field, e.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </Flex>
  );
}

function Categories({
  base,
  draft,
  errors,
  onToggle,
}: Omit<FieldProps, 'field' | 'onChange'> & {
  readonly onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('administration');
  const { t: tr } = useTranslation('railation');
  const id = idOf(base, 'categories');
  const error = errors.categories;
  return (
    <Flex
      direction="column"
      gap="1"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(error !== undefined && `${id}-error`)}
    >
      <Text id={`${id}-label`} size="2" weight="medium">
        {t('railation.editor.fields.categories')}
      </Text>
      <Grid columns={{ initial: '1', sm: '2' }} gap="1">
        {RAILATION_CATEGORIES.map((category) => (
          <LabelledCheck
            key={category.id}
            label={tr(`categories.names.${category.key}`)}
            checked={draft.categories.includes(category.id)}
            aria-invalid={error !== undefined}
            onCheckedChange={() => onToggle(category.id)}
          />
        ))}
      </Grid>
      <FieldError id={`${id}-error`} error={error} />
    </Flex>
  );
}

function Description({ base, draft, errors, onChange }: Omit<FieldProps, 'field'>) {
  const { t } = useTranslation('administration');
  const id = idOf(base, 'description');
  const error = errors.description;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {t('railation.editor.fields.description')}
      </Text>
      <TextArea
        id={id}
        rows={8}
        resize="vertical"
        value={draft.description}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(`${id}-hint`, error !== undefined && `${id}-error`)}
        onChange={(e) => onChange('description', e.target.value)}
      />
      <Text id={`${id}-hint`} size="1" color="gray">
        {t('railation.editor.descriptionHint')}
      </Text>
      <FieldError id={`${id}-error`} error={error} />
    </Flex>
  );
}

function Failure({ children }: { readonly children: ReactNode }) {
  return (
    <Flex gap="2" align="center" role="alert">
      <Text color="red">
        <AlertIcon />
      </Text>
      <Text size="2" color="red">
        {children}
      </Text>
    </Flex>
  );
}

function EditorForm(props: RailationPlaceEditorViewProps) {
  const { t } = useTranslation('administration');
  const base = useId();
  const saving = props.status === 'saving';
  const shared = { base, draft: props.draft, errors: props.errors, onChange: props.onChange };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) props.onSave();
      }}
    >
      <Flex direction="column" gap="3">
        <TextInput {...shared} field="name" />
        <Categories {...shared} onToggle={props.onToggleCategory} />
        {ROWS.map((row) => (
          <Grid key={row.join('-')} columns={{ initial: '1', sm: String(row.length) }} gap="3">
            {row.map((field) => (
              <TextInput key={field} {...shared} field={field} />
            ))}
          </Grid>
        ))}
        <Description {...shared} />
        {props.saveFailure !== null && (
          <Failure>{`${t('railation.editor.saveFailed')} ${props.saveFailure}`}</Failure>
        )}
        <Flex gap="3" justify="end" align="center">
          {saving && (
            <Flex gap="2" align="center" role="status">
              <Spinner />
              <Text size="2">{t('railation.editor.saving')}</Text>
            </Flex>
          )}
          <Button type="button" variant="soft" color="gray" disabled={saving} onClick={props.onCancel}>
            {t('railation.editor.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {t('railation.editor.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * The form of one railation place (issue 12) in a dialog: name, categories, coordinates (a decimal
 * comma is fine), address and contact, image and the description as text. While loading a spinner,
 * a failed load with a retry; each field's problem under it. Props in, callbacks out.
 */
export function RailationPlaceEditorView(props: RailationPlaceEditorViewProps) {
  const { t } = useTranslation('administration');
  const { status } = props;
  if (status === 'closed') return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && status !== 'saving' && props.onCancel()}>
      <Dialog.Content
        {...MODAL_DIALOG}
        className="admin-dialog"
        maxWidth="720px"
        data-testid="railation-place-editor"
      >
        <Dialog.Title>
          {t(props.isNew ? 'railation.editor.createTitle' : 'railation.editor.editTitle')}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('railation.editor.requiredHint')}
        </Dialog.Description>
        {status === 'loading' && (
          <Flex gap="2" align="center" role="status">
            <Spinner />
            <Text size="2">{t('railation.editor.loading')}</Text>
          </Flex>
        )}
        {status === 'loadFailed' && (
          <Flex direction="column" gap="3">
            <Failure>{`${t('railation.editor.loadFailed')} ${props.loadFailure ?? ''}`.trim()}</Failure>
            <Flex gap="3" justify="end">
              <Button type="button" variant="soft" color="gray" onClick={props.onCancel}>
                {t('railation.editor.cancel')}
              </Button>
              <Button type="button" onClick={props.onRetry}>
                {t('railation.editor.retry')}
              </Button>
            </Flex>
          </Flex>
        )}
        {(status === 'editing' || status === 'saving') && <EditorForm {...props} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
