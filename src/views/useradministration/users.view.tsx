import { Avatar, Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../api/contract';
import { AdminTableView, type AdminColumn, type AdminTableViewProps } from './admin-table.view';

export interface UsersViewProps extends Omit<
  AdminTableViewProps<AdminUser>,
  'label' | 'testId' | 'columns' | 'keyOf'
> {
  readonly onOpenVehicles: (user: AdminUser) => void;
}

const SHOWN_ROLES = new Set(['administrator', 'operator_admin', 'user']);

/** The users of the caller's organisations (spec 001 §2 User tab). */
export function UsersView(props: UsersViewProps) {
  const { t } = useTranslation('administration');
  const roleText = (role: AdminUser['role']): string =>
    role !== null && SHOWN_ROLES.has(role)
      ? t(`users.roles.${role as 'administrator' | 'operator_admin' | 'user'}`)
      : '';
  const columns: readonly AdminColumn<AdminUser>[] = [
    {
      id: 'image',
      header: t('users.image'),
      cell: (u) => (
        <Avatar
          size="2"
          radius="full"
          // The initials shown without a picture: the accent text on its soft tint is only 4.1:1.
          color="gray"
          src={u.imageUrl ?? undefined}
          fallback={`${u.firstName.slice(0, 1)}${u.lastName.slice(0, 1)}` || u.userName.slice(0, 1)}
          alt=""
        />
      ),
    },
    { id: 'userName', header: t('users.userName'), cell: (u) => u.userName },
    { id: 'firstName', header: t('users.firstName'), cell: (u) => u.firstName },
    { id: 'lastName', header: t('users.lastName'), cell: (u) => u.lastName },
    { id: 'company', header: t('users.company'), cell: (u) => u.company },
    { id: 'role', header: t('users.role'), cell: (u) => roleText(u.role) },
    {
      id: 'vehicles',
      header: '',
      cell: (u) => (
        <Button
          size="1"
          variant="soft"
          onClick={() => props.onOpenVehicles(u)}
          aria-label={`${t('users.vehicles')} ${u.userName}`}
        >
          {t('users.vehicles')}
        </Button>
      ),
    },
  ];
  return (
    <AdminTableView
      {...props}
      label={t('tabs.users')}
      testId="admin-users"
      columns={columns}
      keyOf={(u) => u.userId}
    />
  );
}
