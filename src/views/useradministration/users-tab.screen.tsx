import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../api/contract';
import type { AdministrationMachines } from '../../machines/administration/administration-machines';
import { useAdminTable } from './use-admin-table';
import { UserVehiclesView } from './user-vehicles.view';
import { UsersView } from './users.view';
import { MODAL_DIALOG } from '../shared/modal-dialog';
import { OwnBoundary } from '../shared/own-boundary';

function UserVehiclesPanel({
  machines,
  user,
}: {
  readonly machines: AdministrationMachines;
  readonly user: AdminUser;
}) {
  const table = useAdminTable(machines.userVehicles(user.userId), true);
  return (
    <UserVehiclesView
      {...table.props}
      userName={user.userName}
      pendingKey={table.pending?.key ?? null}
      saving={table.saving}
      saveFailure={table.saveFailure}
      savedKey={table.savedKey}
      onSave={(vehicleId, change) => table.actor.send({ type: 'user.save', key: String(vehicleId), change })}
    />
  );
}

/** The Individual User Train Settings tab: the users, and one user's vehicle windows in a dialog. */
export function UsersTabScreen({ machines }: { readonly machines: AdministrationMachines }) {
  const { t } = useTranslation('administration');
  const table = useAdminTable(machines.users, true);
  const [open, setOpen] = useState<AdminUser | null>(null);
  return (
    <>
      <UsersView {...table.props} onOpenVehicles={setOpen} />
      <Dialog.Root open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Content {...MODAL_DIALOG} className="admin-dialog" maxWidth="1000px">
          <Dialog.Title>{open ? t('users.vehiclesOf', { name: open.userName }) : ''}</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {open ? `${open.firstName} ${open.lastName} · ${open.company}` : ''}
          </Dialog.Description>
          {/* Its own boundary: the panel's texts load at its first opening (see OwnBoundary). */}
          {open && (
            <OwnBoundary>
              <UserVehiclesPanel machines={machines} user={open} />
            </OwnBoundary>
          )}
          <Flex justify="end" mt="3">
            <Dialog.Close>
              <Button variant="soft">{t('users.close')}</Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
