// /admin/users: only for super admins; other staff see the 'admin rights required' message (the
// server refuses them too). Table: user (full name, username), e-mail, role chips, company
// memberships, status, joined date, last login ('Hic giris yapilmamis'); one row menu: view, edit,
// assign to a company, make mentor, deactivate/activate, delete (asks first; a refusal says why).
// On a laptop e-mail, memberships and joined date fold into the row's detail. Create user.
// Search, the active filter, paging and ordering live in the URL.
import { getErrorStatus } from '@portal/api-client';
import { useSessionUser } from '@portal/auth-store';
import { MSG, USER_ROLE_FILTERS, type UserRecord, type UserRoleFilter } from '@portal/domain';
import { Alert, ConfirmDialog, DateText, FilterSelect, Text, toaster, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, AdminListToolbar, aktifColumn, DeleteConfirm, rowActionsColumn, useAdminList } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { logAdminError } from '../../../lib/log-error';
import { useAnonymiseUser, useDeleteUser, useSetUserActive, useUsers } from '../api/kullanicilar';
import { AssignCompanyDialog, AssignMentorDialog, UserDetailDialog, UserFormDialog } from './user-dialogs';
import { RoleChips, userName } from './user-text';

const FILTERS = ['is_active', 'role'] as const;
const ROLE_OPTIONS: Record<UserRoleFilter, string> = {
  superuser: MSG.roles.superAdmin,
  staff: MSG.roles.admin,
  mentor: MSG.roles.mentor,
  sirket_sahibi: MSG.roles.sirketSahibi,
  normal: MSG.roles.normal,
};

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'detail' | 'company' | 'mentor' | 'active' | 'anonymise'; u: UserRecord }
  | null;

export function KullanicilarPage() {
  const me = useSessionUser();
  const admin = useAdminList(FILTERS, useUsers, 'Kullanıcılar yüklenemedi');
  const { list, query } = admin;
  const remove = useDeleteUser();
  const anonymise = useAnonymiseUser();
  const setActive = useSetUserActive();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<UserRecord | null>(null);

  const columns = useMemo<DataTableColumn<UserRecord>[]>(
    () => [
      { key: 'user', header: 'Kullanıcı', sortKey: 'username', truncate: '12rem', cell: (u) => userName(u) },
      { key: 'username', header: 'Kullanıcı Adı', priority: 'medium', truncate: '10rem', cell: (u) => `@${u.username}` },
      { key: 'email', header: 'E-posta', priority: 'low', truncate: '14rem', cell: (u) => u.email || '-' },
      { key: 'roller', header: 'Roller', priority: 'medium', cell: (u) => <RoleChips user={u} /> },
      {
        key: 'uyelik',
        header: 'Şirket Üyelikleri',
        priority: 'low',
        truncate: '14rem',
        cell: (u) => u.sirket_uyelikleri.map((m) => `${m.sirket_adi} (${m.rol_display})`).join(', ') || '-',
      },
      aktifColumn((u) => u.is_active, { sortKey: 'is_active' }),
      { key: 'katilma', header: 'Katılma', sortKey: 'date_joined', priority: 'low', cell: (u) => <DateText value={u.date_joined} variant="admin" /> },
      {
        key: 'son_giris',
        header: 'Son Giriş',
        priority: 'medium',
        cell: (u) =>
          u.last_login ? (
            <DateText value={u.last_login} variant="admin" withTime />
          ) : (
            <Text as="span" color="fg.muted">
              {MSG.users.neverLoggedIn}
            </Text>
          ),
      },
      rowActionsColumn<UserRecord>(userName, (u) => {
        const self = u.id === me?.user_id;
        return [
          { kind: 'view', onClick: () => setDialog({ kind: 'detail', u }) },
          { kind: 'edit', onClick: () => setDialog({ kind: 'edit', u }) },
          { kind: 'custom', value: 'company', label: 'Şirkete Ata', onClick: () => setDialog({ kind: 'company', u }) },
          !u.is_mentor && { kind: 'custom', value: 'mentor', label: 'Mentor Yap', onClick: () => setDialog({ kind: 'mentor', u }) },
          !self && {
            kind: 'custom',
            value: 'active',
            label: u.is_active ? 'Pasifleştir' : 'Aktifleştir',
            tone: u.is_active ? 'warning' : 'success',
            onClick: () => setDialog({ kind: 'active', u }),
          },
          !self && { kind: 'custom', value: 'anonymise', label: 'Anonimleştir', tone: 'warning', onClick: () => setDialog({ kind: 'anonymise', u }) },
          !self && { kind: 'delete', onClick: () => setDeleting(u) },
        ];
      }),
    ],
    [me?.user_id],
  );

  // Super admins only: the server refuses other staff (403), and the page then says why.
  if (getErrorStatus(query.error) === 403) return <NoPermission />;

  return (
    <>
      <AdminListToolbar
        admin={admin}
        exportList="users"
        placeholder="Kullanıcılarda ara..."
        status={{ key: 'is_active', options: AKTIF_OPTIONS }}
        create={{ label: 'Yeni Kullanıcı', onClick: () => setDialog({ kind: 'create' }) }}
      >
        <FilterSelect
          label="Rol filtresi"
          allLabel="Tüm Roller"
          width={{ base: 'full', sm: '200px' }}
          value={list.filters.role}
          onValueChange={(v) => list.setFilter('role', v)}
          options={USER_ROLE_FILTERS.map((r) => ({ value: r, label: ROLE_OPTIONS[r] }))}
        />
      </AdminListToolbar>
      <AdminListTable
        aria-label="Kullanıcılar"
        columns={columns}
        rowLabel={userName}
        {...admin}
        emptyText={{ none: 'Henüz kullanıcı bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun kullanıcı bulunamadı' }}
      />
      {dialog?.kind === 'create' ? <UserFormDialog user={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <UserFormDialog user={dialog.u} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'detail' ? <UserDetailDialog user={dialog.u} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'company' ? <AssignCompanyDialog user={dialog.u} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'mentor' ? <AssignMentorDialog user={dialog.u} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'active' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={dialog.u.is_active ? 'Kullanıcıyı Pasifleştir' : 'Kullanıcıyı Aktifleştir'}
          message={
            dialog.u.is_active
              ? `"${userName(dialog.u)}" pasifleştirilsin mi? Açık oturumları hemen kapanır ve giriş yapamaz; verileri silinmez.`
              : `"${userName(dialog.u)}" yeniden aktifleştirilsin mi? Tekrar giriş yapabilir.`
          }
          confirmLabel={dialog.u.is_active ? 'Pasifleştir' : 'Aktifleştir'}
          destructive={dialog.u.is_active}
          onConfirm={async () => {
            try {
              await setActive.mutateAsync({ id: dialog.u.id, active: !dialog.u.is_active });
            } catch (error) {
              logAdminError('Kullanıcı durumu değiştirilemedi', error);
              throw error;
            }
          }}
        />
      ) : null}
      {dialog?.kind === 'anonymise' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title="Kullanıcıyı Anonimleştir"
          message={`"${userName(dialog.u)}" anonimleştirilsin mi (KVKK)? Adı, e-postası, telefonu ve yüklediği dosyalar kalıcı olarak silinir, oturumları kapanır ve bir daha giriş yapamaz. Başvuruları, raporları ve rezervasyonları istatistikler için adsız olarak kalır. Bu işlem geri alınamaz.`}
          confirmLabel="Anonimleştir"
          destructive
          onConfirm={async () => {
            try {
              await anonymise.mutateAsync(dialog.u.id);
              toaster.create({ type: 'success', title: 'Kullanıcı anonimleştirildi.' });
            } catch (error) {
              logAdminError('Kullanıcı anonimleştirilemedi', error);
              throw error;
            }
          }}
        />
      ) : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Kullanıcıyı Sil"
        message={(u) =>
          `"${userName(u)}" silinsin mi? Kullanıcının başvuruları, raporları, rezervasyonları, şirket üyelikleri ve mentor kaydı da silinir. Bu işlem geri alınamaz; verilerin kalması için kullanıcıyı pasifleştirebilirsiniz.`
        }
        remove={remove}
        failure="Kullanıcı silinemedi"
        refusal="Kullanıcı silinemedi."
      />
    </>
  );
}

function NoPermission() {
  return (
    <Alert.Root status="warning" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{MSG.permission.adminRequired}</Alert.Title>
    </Alert.Root>
  );
}

export default KullanicilarPage;
