// /admin/users: only for super admins; other staff see the 'admin rights required' message (the
// server refuses them too). Table: user (full name, username), e-mail, role chips, company
// memberships, status, joined date, last login ('Hiç giriş yapılmamış', or 'Davet bekliyor' for an
// invited person who has not set a password); one row menu: view, edit, re-send the invitation (while
// pending), assign to a company, make mentor, deactivate/activate, delete (asks first; a refusal says why).
// On a laptop e-mail, memberships and joined date fold into the row's detail. Create user.
// Search, the active filter, paging and ordering live in the URL.
import { getErrorStatus } from '@portal/api-client';
import { useSessionUser } from '@portal/auth-store';
import { INVITATION_MESSAGES, MSG, USER_ROLE_FILTERS, type UserRecord, type UserRoleFilter } from '@portal/domain';
import { Alert, ConfirmDialog, DateText, notifySuccess, StatusChip, Text, type RowActionsProps } from '@portal/ui';
import { useCallback } from 'react';
import { AdminListScreen, aktifColumn, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { ListFilterSelect } from '../../../lib/list-filters';
import { logAdminError } from '../../../lib/log-error';
import { useRowDialogs } from '../../../lib/row-dialogs';
import { useAnonymiseUser, useDeleteUser, useResendInvite, useResetTwoFactor, useSetUserActive, useUsers } from '../api/kullanicilar';
import { AssignCompanyDialog, AssignMentorDialog, UserDetailDialog, UserFormDialog } from './user-dialogs';
import { RoleChips, userName } from './user-text';

const FILTERS = ['is_active', 'role'] as const;
const ROLE_LABELS: Record<UserRoleFilter, string> = {
  superuser: MSG.roles.superAdmin,
  staff: MSG.roles.admin,
  mentor: MSG.roles.mentor,
  sirket_sahibi: MSG.roles.sirketSahibi,
  normal: MSG.roles.normal,
};
const ROLE_FILTER_OPTIONS = USER_ROLE_FILTERS.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

const VIEW: AdminListView<(typeof FILTERS)[number], UserRecord> = {
  label: 'Kullanıcılar',
  filters: FILTERS,
  columns: [
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
        ) : u.davet_bekliyor ? (
          <StatusChip label={INVITATION_MESSAGES.pending} color="info" />
        ) : (
          <Text as="span" color="fg.muted">
            {MSG.users.neverLoggedIn}
          </Text>
        ),
    },
  ],
  rowName: userName,
  emptyText: { none: 'Henüz kullanıcı bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun kullanıcı bulunamadı' },
  placeholder: 'Kullanıcılarda ara...',
  status: { key: 'is_active', options: AKTIF_OPTIONS },
  exportList: 'users',
  create: 'Yeni Kullanıcı',
};

export function KullanicilarPage() {
  const me = useSessionUser();
  const admin = useAdminList(VIEW, useUsers);
  const { list, query } = admin;
  const anonymise = useAnonymiseUser();
  const setActive = useSetUserActive();
  const resendInvite = useResendInvite();
  const resetTwoFactor = useResetTwoFactor();
  const rows = useRowDialogs<UserRecord, 'company' | 'mentor' | 'active' | 'anonymise' | 'invite' | 'twoFactor'>({
    form: (user, onClose) => <UserFormDialog user={user} onClose={onClose} />,
    view: (user, onClose) => <UserDetailDialog user={user} onClose={onClose} onResendInvite={() => rows.open('invite', user)} />,
    more: {
      invite: (u, onClose) => (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title={INVITATION_MESSAGES.resend}
          message={INVITATION_MESSAGES.resendConfirm(userName(u))}
          confirmLabel={INVITATION_MESSAGES.resend}
          onConfirm={async () => {
            try {
              await resendInvite.mutateAsync(u.id);
              notifySuccess(INVITATION_MESSAGES.resent, u.email);
            } catch (error) {
              logAdminError('Davet yeniden gönderilemedi', error);
              throw error;
            }
          }}
        />
      ),
      twoFactor: (u, onClose) => (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title="İki Adımlı Doğrulamayı Kapat"
          message={`"${userName(u)}" için iki adımlı doğrulama kapatılsın mı? Telefonunu ve kurtarma kodlarını kaybeden kişi bundan sonra yalnız şifresiyle giriş yapar; açık oturumları kapanır. Ayarlar sayfasından yeniden açabilir.`}
          confirmLabel="Kapat"
          destructive
          onConfirm={async () => {
            try {
              await resetTwoFactor.mutateAsync(u.id);
              notifySuccess('İki adımlı doğrulama kapatıldı.', userName(u));
            } catch (error) {
              logAdminError('İki adımlı doğrulama kapatılamadı', error);
              throw error;
            }
          }}
        />
      ),
      company: (user, onClose) => <AssignCompanyDialog user={user} onClose={onClose} />,
      mentor: (user, onClose) => <AssignMentorDialog user={user} onClose={onClose} />,
      active: (u, onClose) => (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title={u.is_active ? 'Kullanıcıyı Pasifleştir' : 'Kullanıcıyı Aktifleştir'}
          message={
            u.is_active
              ? `"${userName(u)}" pasifleştirilsin mi? Açık oturumları hemen kapanır ve giriş yapamaz; verileri silinmez.`
              : `"${userName(u)}" yeniden aktifleştirilsin mi? Tekrar giriş yapabilir.`
          }
          confirmLabel={u.is_active ? 'Pasifleştir' : 'Aktifleştir'}
          destructive={u.is_active}
          onConfirm={async () => {
            try {
              await setActive.mutateAsync({ id: u.id, active: !u.is_active });
            } catch (error) {
              logAdminError('Kullanıcı durumu değiştirilemedi', error);
              throw error;
            }
          }}
        />
      ),
      anonymise: (u, onClose) => (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title="Kullanıcıyı Anonimleştir"
          message={`"${userName(u)}" anonimleştirilsin mi (KVKK)? Adı, e-postası, telefonu ve yüklediği dosyalar kalıcı olarak silinir, oturumları kapanır ve bir daha giriş yapamaz. Başvuruları, raporları ve rezervasyonları istatistikler için adsız olarak kalır. Bu işlem geri alınamaz.`}
          confirmLabel="Anonimleştir"
          destructive
          onConfirm={async () => {
            try {
              await anonymise.mutateAsync(u.id);
              notifySuccess('Kullanıcı anonimleştirildi.');
            } catch (error) {
              logAdminError('Kullanıcı anonimleştirilemedi', error);
              throw error;
            }
          }}
        />
      ),
    },
    remove: {
      title: 'Kullanıcıyı Sil',
      message: (u) =>
        `"${userName(u)}" silinsin mi? Kullanıcının başvuruları, raporları, rezervasyonları, şirket üyelikleri ve mentor kaydı da silinir. Bu işlem geri alınamaz; verilerin kalması için kullanıcıyı pasifleştirebilirsiniz.`,
      remove: useDeleteUser(),
      failure: 'Kullanıcı silinemedi',
      refusal: 'Kullanıcı silinemedi.',
    },
  });
  const { open, confirmDelete } = rows;
  // The standard dialogs with this page's own items; nobody deactivates, anonymises or deletes themselves.
  const actions = useCallback(
    (u: UserRecord): RowActionsProps['actions'] => {
      const self = u.id === me?.user_id;
      return [
        { kind: 'view', onClick: () => open('view', u) },
        { kind: 'edit', onClick: () => open('edit', u) },
        u.davet_bekliyor && { kind: 'custom', value: 'invite', label: INVITATION_MESSAGES.resend, onClick: () => open('invite', u) },
        { kind: 'custom', value: 'company', label: 'Şirkete Ata', onClick: () => open('company', u) },
        !u.is_mentor && { kind: 'custom', value: 'mentor', label: 'Mentor Yap', onClick: () => open('mentor', u) },
        !self && {
          kind: 'custom',
          value: 'active',
          label: u.is_active ? 'Pasifleştir' : 'Aktifleştir',
          tone: u.is_active ? 'warning' : 'success',
          onClick: () => open('active', u),
        },
        !self && { kind: 'custom', value: 'two-factor', label: 'İki Adımlı Doğrulamayı Kapat', tone: 'warning', onClick: () => open('twoFactor', u) },
        !self && { kind: 'custom', value: 'anonymise', label: 'Anonimleştir', tone: 'warning', onClick: () => open('anonymise', u) },
        !self && { kind: 'delete', onClick: () => confirmDelete(u) },
      ];
    },
    [me?.user_id, open, confirmDelete],
  );

  // Super admins only: the server refuses other staff (403), and the page then says why.
  if (getErrorStatus(query.error) === 403) return <NoPermission />;

  return (
    <AdminListScreen
      admin={admin}
      view={VIEW}
      rows={{ ...rows, actions }}
      filters={<ListFilterSelect list={list} filter="role" label="Rol filtresi" allLabel="Tüm Roller" width={{ base: 'full', sm: '200px' }} options={ROLE_FILTER_OPTIONS} />}
    />
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
