import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { railationCategoryKey, railationListId } from '../../api/contract/railation-limits';
import type { RailationPlaceItem } from '../../machines/administration/railation-places.table';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';
import { RailationImportView, type RailationImportViewProps } from './railation-import.view';

export interface RailationAdminViewProps
  extends
    Omit<AdminTableViewProps<RailationPlaceItem>, 'label' | 'testId' | 'columns' | 'keyOf'>,
    RailationImportViewProps {
  /** A delete runs: every delete button waits. */
  readonly saving: boolean;
  /** The place being deleted, or the one whose delete failed. */
  readonly pendingKey: string | null;
  /** The failed delete in the user's language (its row shows it); null otherwise. */
  readonly saveFailure: string | null;
  readonly onDelete: (placeId: string) => void;
  /** Opens the form of a new place. */
  readonly onAdd: () => void;
  /** Opens the form of a place. */
  readonly onEdit: (placeId: string) => void;
}

/**
 * The Railation tab (issue 12): the import card, then the directory's places, searched and paged,
 * with a button to add one and, per row, edit and delete buttons (a removed row says so until the
 * next load). Props in, callbacks out.
 */
export function RailationAdminView(props: RailationAdminViewProps) {
  const { t } = useTranslation('administration');
  const { t: tr } = useTranslation('railation');
  const { onEdit } = props;
  const categoryNames = (ids: readonly number[]) =>
    ids
      .map((id) => {
        const key = railationCategoryKey(id);
        return key ? tr(`categories.names.${key}`) : String(id);
      })
      .join(', ');
  const columns: readonly AdminColumn<RailationPlaceItem>[] = [
    { id: 'id', header: t('railation.id'), cell: (r) => railationListId(r.id) },
    { id: 'name', header: t('railation.name'), cell: (r) => r.name },
    { id: 'categories', header: t('railation.categories'), cell: (r) => categoryNames(r.categories) },
    { id: 'city', header: t('railation.city'), cell: (r) => r.city ?? '' },
    { id: 'country', header: t('railation.country'), cell: (r) => r.country ?? '' },
    {
      id: 'actions',
      header: '',
      cell: (r) => (
        <Flex direction="column" gap="1" align="start">
          {r.deleted ? (
            <Badge color="gray">{t('railation.removed')}</Badge>
          ) : (
            <Flex gap="2">
              <Button
                size="1"
                variant="soft"
                color="gray"
                aria-label={t('railation.editor.editLabel', { name: r.name })}
                onClick={() => onEdit(r.id)}
              >
                {t('railation.editor.edit')}
              </Button>
              <Button
                size="1"
                variant="soft"
                color="red"
                aria-label={t('railation.deleteLabel', { name: r.name })}
                disabled={props.saving}
                onClick={() => props.onDelete(r.id)}
              >
                {t('railation.delete')}
              </Button>
            </Flex>
          )}
          {props.pendingKey === r.id && props.saveFailure !== null && (
            <Text size="1" color="red" role="alert">
              {props.saveFailure}
            </Text>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="4">
      <RailationImportView
        importing={props.importing}
        notice={props.notice}
        onImport={props.onImport}
        onDismiss={props.onDismiss}
      />
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <Heading as="h2" size="3">
          {t('railation.placesTitle')}
        </Heading>
        <Button size="2" onClick={props.onAdd}>
          {t('railation.editor.add')}
        </Button>
      </Flex>
      <AdminTableView
        {...props}
        label={t('railation.placesTitle')}
        testId="admin-railation-places"
        columns={columns}
        keyOf={(r) => r.id}
      />
    </Flex>
  );
}
