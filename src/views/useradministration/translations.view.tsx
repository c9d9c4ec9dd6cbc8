import { Badge, Button, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_KEY_SEPARATOR, type TranslationEntry } from '../../api/contract';
import type { TranslationChange } from '../../machines/administration/translations.table';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';
import { MODAL_DIALOG } from '../shared/modal-dialog';

export interface TranslationsViewProps extends Omit<
  AdminTableViewProps<TranslationEntry>,
  'label' | 'testId' | 'columns' | 'keyOf'
> {
  /** Production: read-only. */
  readonly readOnly: boolean;
  readonly saving: boolean;
  readonly pendingKey: string | null;
  readonly saveFailure: string | null;
  readonly savedKey: string | null;
  readonly onSave: (key: string, change: TranslationChange) => void;
  readonly onDismissFailure: () => void;
}

/** The key with its groups ("->") spaced for reading and wrapping. */
const keyText = (key: string): string =>
  key.split(TRANSLATION_KEY_SEPARATOR).join(` ${TRANSLATION_KEY_SEPARATOR} `);

function EditDialog(props: {
  readonly entry: TranslationEntry;
  readonly saving: boolean;
  readonly failure: string | null;
  readonly onSave: (change: TranslationChange) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('administration');
  const [de, setDe] = useState(props.entry.de);
  const [en, setEn] = useState(props.entry.en);
  const changed = de !== props.entry.de || en !== props.entry.en;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content {...MODAL_DIALOG} className="admin-dialog" maxWidth="640px">
        <Dialog.Title>{t('translations.editTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {keyText(props.entry.key)}
        </Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <label>
            <Text size="2" weight="medium">
              {t('translations.de')}
            </Text>
            <TextArea value={de} onChange={(e) => setDe(e.target.value)} rows={3} />
          </label>
          <label>
            <Text size="2" weight="medium">
              {t('translations.en')}
            </Text>
            <TextArea value={en} onChange={(e) => setEn(e.target.value)} rows={3} />
          </label>
          <Text size="1" color="gray">
            {t('translations.placeholdersHint')}
          </Text>
          {props.failure !== null && (
            <Text size="2" color="red" role="alert">
              {props.failure}
            </Text>
          )}
          <Flex gap="3" justify="end">
            <Button variant="soft" color="gray" onClick={props.onClose}>
              {t('translations.cancel')}
            </Button>
            <Button
              disabled={!changed || de.trim() === '' || en.trim() === '' || props.saving}
              onClick={() => props.onSave({ de, en })}
            >
              {t('translations.save')}
            </Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Every text of the portal (spec 001 §2 Translation tab): key, de, en, who edited it and when. */
export function TranslationsView(props: TranslationsViewProps) {
  const { t } = useTranslation('administration');
  const [editing, setEditing] = useState<TranslationEntry | null>(null);
  const close = () => {
    setEditing(null);
    props.onDismissFailure();
  };
  const columns: readonly AdminColumn<TranslationEntry>[] = [
    {
      id: 'key',
      header: t('translations.key'),
      cell: (e) => (
        <Flex direction="column" gap="1">
          <Text size="1">{keyText(e.key)}</Text>
          {e.staged && (
            <Badge color="amber" size="1">
              {t('translations.staged')}
            </Badge>
          )}
          {props.savedKey === e.key && (
            <Text size="1" color="green" role="status">
              {t('table.saved')}
            </Text>
          )}
        </Flex>
      ),
    },
    { id: 'de', header: t('translations.de'), cell: (e) => e.de },
    { id: 'en', header: t('translations.en'), cell: (e) => e.en },
    { id: 'lstEditedBy', header: t('translations.lstEditedBy'), cell: (e) => e.lstEditedBy ?? '' },
    { id: 'modifiedDate', header: t('translations.modifiedDate'), cell: (e) => e.modifiedDate ?? '' },
    { id: 'modifiedTime', header: t('translations.modifiedTime'), cell: (e) => e.modifiedTime ?? '' },
    {
      id: 'edit',
      header: '',
      cell: (e) => (
        <Button
          size="1"
          variant="soft"
          disabled={props.readOnly}
          aria-label={`${t('translations.edit')} ${e.key}`}
          onClick={() => setEditing(e)}
        >
          {t('translations.edit')}
        </Button>
      ),
    },
  ];
  // A save that landed closes the dialog (state adjusted while rendering, as React advises).
  const [seenSavedKey, setSeenSavedKey] = useState(props.savedKey);
  if (props.savedKey !== seenSavedKey) {
    setSeenSavedKey(props.savedKey);
    if (props.savedKey !== null && editing?.key === props.savedKey) setEditing(null);
  }
  const open = editing;
  return (
    <>
      <AdminTableView
        {...props}
        label={t('tabs.translations')}
        testId="admin-translations"
        columns={columns}
        keyOf={(e) => e.key}
      />
      {open && (
        <EditDialog
          entry={open}
          saving={props.saving}
          failure={props.pendingKey === open.key ? props.saveFailure : null}
          onSave={(change) => props.onSave(open.key, change)}
          onClose={close}
        />
      )}
    </>
  );
}
