// STUB: replaced when the C2 (wip/entry) branch merges
import { Dialog } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** The entry drawer's props (the interface agreed in the logbook brief). */
export interface EntryDrawerScreenProps {
  readonly organisationId: string;
  readonly vehicleId: number | null;
  readonly vehicleName: string | null;
  /** null: a new entry. */
  readonly entryId: string | null;
  readonly open: boolean;
  readonly onClose: (changed: boolean) => void;
}

/** Stand-in until the entry drawer lands: a titled panel that closes without changes. */
export function EntryDrawerScreen({ entryId, open, onClose }: EntryDrawerScreenProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose(false)}>
      <Dialog.Content maxWidth="868px" data-testid="entry-drawer" data-entry-id={entryId ?? 'new'}>
        <Dialog.Title>{t('routes.logbook-all-entries')}</Dialog.Title>
        <Dialog.Description>{t('labels.notAvailable')}</Dialog.Description>
      </Dialog.Content>
    </Dialog.Root>
  );
}
