// The users page's dialogs: create/edit (for a new user either a password, with the new-password
// rules, or 'Davet e-postası gönder': the person sets it from an e-mailed link), details (with the
// invitation's state and the account's security events), assign to a company (role defaults to calisan), make mentor. A failed save shows
// 'Hata: ...' (the server's field errors also under their fields); a company assignment shows
// 'Atama başarılı!' or 'Atama başarısız: ...'.
import { extractErrorText, extractFieldErrors, guvenlikOlaylariApi } from '@portal/api-client';
import { Controller, SecurityEventList, setServerFieldErrors, TextField, useWatch, useZodForm } from '@portal/app-kit';
import {
  DEFAULT_SIRKET_ROL,
  GUVENLIK_MESSAGES,
  INVITATION_MESSAGES,
  MSG,
  SIRKET_ROL_META,
  SIRKET_ROLLERI,
  ZAssignAsMentor,
  ZAssignToCompany,
  ZUserCreateForm,
  ZUserUpdate,
  type UserCreatePayload,
  type UserRecord,
  type UserUpdatePayload,
} from '@portal/domain';
import {
  Button,
  DateText,
  DetailDialog,
  DetailRow,
  Field,
  FormDialog,
  HStack,
  NativeSelect,
  Stack,
  Switch,
  Text,
  notifySuccess,
} from '@portal/ui';
import { useState } from 'react';
import { useSirketOptions } from '../../sirketler/api/sirketler';
import { useAssignAsMentor, useAssignToCompany, useCreateUser, useInviteUser, useUpdateUser } from '../api/kullanicilar';
import { RoleChips, userName } from './user-text';
import { HistorySection } from '../../../lib/history-section';

const U = MSG.users;

/** The render of a switch bound to a boolean field (for a Controller). */
const switchOf =
  (label: string) =>
  ({ field }: { field: { value: unknown; onChange: (checked: boolean) => void } }) => (
    <Switch.Root checked={Boolean(field.value)} onCheckedChange={(d) => field.onChange(d.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );

export const PASSWORD_HELP = 'En az 8, en fazla 128 karakter; büyük harf, küçük harf, rakam ve özel karakter (!@#$%^&*(),.?":{}|<>) içermelidir.'; // ours

/** The toasts of the user dialogs (ours). */
export const USER_DONE = {
  created: 'Kullanıcı oluşturuldu',
  invited: INVITATION_MESSAGES.invited,
  updated: 'Kullanıcı güncellendi',
  mentor: 'Kullanıcı mentor yapıldı',
} as const;

export function UserFormDialog({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const isNew = user === null;
  // One form for both: a new user is checked by the create form's schema (a password unless the
  // invitation is chosen), an edit by the update schema, which has no password (the field is hidden
  // and its empty value dropped).
  const schema = (isNew ? ZUserCreateForm : ZUserUpdate) as typeof ZUserCreateForm;
  const form = useZodForm(schema, {
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      password: '',
      davet: false,
      is_active: user?.is_active ?? true,
      is_staff: user?.is_staff ?? false,
      is_superuser: user?.is_superuser ?? false,
    },
  });
  const invite = useWatch({ control: form.control, name: 'davet' }) === true;
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateUser();
  const sendInvite = useInviteUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending || sendInvite.isPending;

  const onSubmit = form.handleSubmit(
    async (data) => {
      setAlert(null);
      const { davet, password, ...fields } = data;
      try {
        if (user !== null) await update.mutateAsync({ id: user.id, payload: fields as UserUpdatePayload });
        else if (davet) await sendInvite.mutateAsync(fields);
        else await create.mutateAsync({ ...fields, password } as UserCreatePayload);
        notifySuccess(user !== null ? USER_DONE.updated : davet ? USER_DONE.invited : USER_DONE.created, davet ? fields.email : `@${fields.username}`);
        onClose();
      } catch (error) {
        setServerFieldErrors(form, extractFieldErrors(error));
        setAlert(U.saveError(extractErrorText(error, MSG.common.unknownError)));
      }
    },
    // A new user without a password: the alert says so too.
    (errors) => setAlert(errors.password?.message === U.passwordRequiredForNew ? U.passwordRequiredForNew : null),
  );

  return (
    <FormDialog title={isNew ? 'Yeni Kullanıcı' : 'Kullanıcıyı Düzenle'} onClose={onClose} onSubmit={(e) => void onSubmit(e)} busy={busy} alert={alert}>
      <TextField form={form} name="username" label="Kullanıcı Adı" required autoComplete="off" />
      <TextField form={form} name="email" label="E-posta" type="email" required autoComplete="off" />
      <HStack gap="4" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
        <TextField form={form} name="first_name" label="Ad" />
        <TextField form={form} name="last_name" label="Soyad" />
      </HStack>
      {isNew ? (
        <Stack gap="2">
          <Controller
            control={form.control}
            name="davet"
            render={({ field }) => (
              <Switch.Root
                checked={Boolean(field.value)}
                onCheckedChange={(d) => {
                  field.onChange(d.checked);
                  // The password is not asked for then: its error (if any) goes with it.
                  form.clearErrors('password');
                  setAlert(null);
                }}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{INVITATION_MESSAGES.modeInvite}</Switch.Label>
              </Switch.Root>
            )}
          />
          {invite ? (
            <Text fontSize="sm" color="fg.muted">
              {INVITATION_MESSAGES.modeInviteHelp}
            </Text>
          ) : (
            <TextField form={form} name="password" label="Şifre" type="password" required autoComplete="new-password" helperText={PASSWORD_HELP} />
          )}
        </Stack>
      ) : null}
      <Stack gap="3">
        <Controller control={form.control} name="is_active" render={switchOf('Aktif')} />
        <Controller control={form.control} name="is_staff" render={switchOf('Yönetici (staff)')} />
        <Controller control={form.control} name="is_superuser" render={switchOf('Süper yönetici')} />
      </Stack>
    </FormDialog>
  );
}

export function UserDetailDialog({ user: u, onClose, onResendInvite }: { user: UserRecord; onClose: () => void; onResendInvite?: () => void }) {
  return (
    <DetailDialog open onClose={onClose} title="Kullanıcı Detayı" scrollBehavior="outside">
      <DetailRow label="Ad Soyad">{userName(u)}</DetailRow>
      <DetailRow label="Kullanıcı Adı">{u.username}</DetailRow>
      <DetailRow label="E-posta">{u.email || '-'}</DetailRow>
      <DetailRow label="Roller">
        <RoleChips user={u} />
      </DetailRow>
      <DetailRow label="Şirket Üyelikleri">
        {u.sirket_uyelikleri.length === 0 ? '-' : u.sirket_uyelikleri.map((m) => `${m.sirket_adi} (${m.rol_display})`).join(', ')}
      </DetailRow>
      <DetailRow label="Durum">{u.is_active ? 'Aktif' : 'Pasif'}</DetailRow>
      <DetailRow label="Katılma Tarihi">
        <DateText as="span" value={u.date_joined} variant="admin" />
      </DetailRow>
      <DetailRow label="Son Giriş">{u.last_login ? <DateText as="span" value={u.last_login} variant="admin" withTime /> : U.neverLoggedIn}</DetailRow>
      {u.davet_bekliyor ? (
        <DetailRow label="Davet">
          <Stack gap="2" align="start">
            <Text as="span">{INVITATION_MESSAGES.pendingDetail}</Text>
            {onResendInvite ? (
              <Button size="sm" variant="outline" onClick={onResendInvite}>
                {INVITATION_MESSAGES.resend}
              </Button>
            ) : null}
          </Stack>
        </DetailRow>
      ) : null}
      <HistorySection nesne="kullanici" id={u.id} />
      <DetailRow label={GUVENLIK_MESSAGES.title}>
        <SecurityEventList queryKey={['admin', 'users', u.id, 'guvenlik-olaylari']} load={(page, size) => guvenlikOlaylariApi.ofUser(u.id, page, size)} pageSize={5} />
      </DetailRow>
    </DetailDialog>
  );
}

export function AssignCompanyDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const sirketler = useSirketOptions();
  const form = useZodForm(ZAssignToCompany, { defaultValues: { role: DEFAULT_SIRKET_ROL } });
  const [alert, setAlert] = useState<string | null>(null);
  const assign = useAssignToCompany();

  const onSubmit = form.handleSubmit(
    async (payload) => {
      setAlert(null);
      try {
        await assign.mutateAsync({ id: user.id, payload });
        const sirket = sirketler.data?.find((s) => s.id === payload.company_id)?.adi;
        notifySuccess(U.companyAssignSuccess, sirket ? `${userName(user)} → ${sirket}` : userName(user));
        onClose();
      } catch (error) {
        setAlert(U.companyAssignFailed(extractErrorText(error, MSG.common.unknownError)));
      }
    },
    // No company chosen: the alert 'Şirket seçiniz'.
    (errors) => setAlert(errors.company_id?.message ?? MSG.company.selectCompany),
  );
  const changed = () => setAlert(null);

  return (
    <FormDialog title="Şirkete Ata" onClose={onClose} onSubmit={(e) => void onSubmit(e)} busy={assign.isPending} alert={alert} submitLabel="Ata">
      <Text color="fg.muted">
        {userName(user)} (@{user.username})
      </Text>
      <Field.Root required>
        <Field.Label>
          Şirket <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            {...form.register('company_id', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)), onChange: changed })}
          >
            <option value="">{MSG.company.selectCompany}</option>
            {(sirketler.data ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.adi}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Rol</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('role', { onChange: changed })}>
            {SIRKET_ROLLERI.map((r) => (
              <option key={r} value={r}>
                {SIRKET_ROL_META[r].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}

export function AssignMentorDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const form = useZodForm(ZAssignAsMentor, { defaultValues: { unvan: '', uzmanlik: '', aktif: true } });
  const [alert, setAlert] = useState<string | null>(null);
  const assign = useAssignAsMentor();

  const onSubmit = form.handleSubmit(async (payload) => {
    setAlert(null);
    try {
      await assign.mutateAsync({ id: user.id, payload });
      notifySuccess(USER_DONE.mentor, userName(user));
      onClose();
    } catch (error) {
      setServerFieldErrors(form, extractFieldErrors(error));
      setAlert(U.saveError(extractErrorText(error, MSG.common.unknownError)));
    }
  });

  return (
    <FormDialog title="Mentor Yap" onClose={onClose} onSubmit={(e) => void onSubmit(e)} busy={assign.isPending} alert={alert}>
      <Text color="fg.muted">
        {userName(user)} (@{user.username})
      </Text>
      <TextField form={form} name="unvan" label="Unvan" helperText={MSG.mentor.titleHint} />
      <TextField form={form} name="uzmanlik" label="Uzmanlık Alanı" rows={3} helperText={MSG.mentor.expertiseHint} />
      <Controller control={form.control} name="aktif" render={switchOf('Aktif')} />
    </FormDialog>
  );
}
