// The users page's dialogs: create/edit (the password only for a new user, with the new-password
// rules), details, assign to a company (role defaults to calisan), make mentor. A failed save shows
// 'Hata: ...' (the server's field errors also under their fields); a company assignment shows
// 'Atama basarili!' or 'Atama basarisiz: ...'.
import { extractErrorText, extractFieldErrors } from '@portal/api-client';
import {
  DEFAULT_SIRKET_ROL,
  MSG,
  SIRKET_ROL_META,
  SIRKET_ROLLERI,
  ZAssignAsMentorSchema,
  ZCompanyAssignSchema,
  ZUserCreate,
  ZUserUpdate,
  type SirketRol,
  type UserCreatePayload,
  type UserUpdatePayload,
  type UserRecord,
} from '@portal/domain';
import {
  Alert,
  DateText,
  DetailDialog,
  DetailRow,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@portal/ui';
import { useState } from 'react';
import { FormDialog } from '../../../lib/form-dialog';
import { useSirketOptions } from '../../sirketler/api/sirketler';
import { useAssignAsMentor, useAssignToCompany, useCreateUser, useUpdateUser } from '../api/kullanicilar';
import { RoleChips, userName } from './user-text';

const U = MSG.users;

type Errors = Record<string, string | undefined>;

function TextField({
  label,
  name,
  value,
  onChange,
  error,
  required,
  type = 'text',
  helper,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  required?: boolean;
  type?: string;
  helper?: string;
}) {
  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input name={name} type={type} value={value} onChange={(e) => onChange(e.currentTarget.value)} autoComplete={type === 'password' ? 'new-password' : 'off'} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(d) => onChange(d.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

export const PASSWORD_HELP = 'En az 8, en fazla 128 karakter; büyük harf, küçük harf, rakam ve özel karakter (!@#$%^&*(),.?":{}|<>) içermelidir.'; // ours

export function UserFormDialog({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const isNew = user === null;
  const [v, setV] = useState({
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    password: '',
    is_active: user?.is_active ?? true,
    is_staff: user?.is_staff ?? false,
    is_superuser: user?.is_superuser ?? false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;
  const set = <K extends keyof typeof v>(key: K) => (value: (typeof v)[K]) => {
    setV((p) => ({ ...p, [key]: value }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };

  const onSubmit = async () => {
    setAlert(null);
    const { password, ...rest } = v;
    // A new user's password follows the new-password rules (the first failing rule is shown).
    const parsed = isNew ? ZUserCreate.safeParse(v) : ZUserUpdate.safeParse(rest);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      if (isNew && password === '') setAlert(U.passwordRequiredForNew);
      return;
    }
    try {
      if (user === null) await create.mutateAsync(parsed.data as UserCreatePayload);
      else await update.mutateAsync({ id: user.id, payload: parsed.data as UserUpdatePayload });
      onClose();
    } catch (error) {
      setErrors(extractFieldErrors(error));
      setAlert(U.saveError(extractErrorText(error, MSG.common.unknownError)));
    }
  };

  return (
    <FormDialog title={isNew ? 'Yeni Kullanıcı' : 'Kullanıcıyı Düzenle'} onClose={onClose} onSubmit={onSubmit} busy={busy} error={alert}>
      <TextField label="Kullanıcı Adı" name="username" value={v.username} onChange={set('username')} error={errors.username} required />
      <TextField label="E-posta" name="email" type="email" value={v.email} onChange={set('email')} error={errors.email} required />
      <HStack gap="4" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
        <TextField label="Ad" name="first_name" value={v.first_name} onChange={set('first_name')} error={errors.first_name} />
        <TextField label="Soyad" name="last_name" value={v.last_name} onChange={set('last_name')} error={errors.last_name} />
      </HStack>
      {isNew ? (
        <TextField label="Şifre" name="password" type="password" value={v.password} onChange={set('password')} error={errors.password} required helper={PASSWORD_HELP} />
      ) : null}
      <Stack gap="3">
        <Toggle label="Aktif" checked={v.is_active} onChange={set('is_active')} />
        <Toggle label="Yönetici (staff)" checked={v.is_staff} onChange={set('is_staff')} />
        <Toggle label="Süper yönetici" checked={v.is_superuser} onChange={set('is_superuser')} />
      </Stack>
    </FormDialog>
  );
}

export function UserDetailDialog({ user: u, onClose }: { user: UserRecord; onClose: () => void }) {
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
    </DetailDialog>
  );
}

export function AssignCompanyDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const sirketler = useSirketOptions();
  const [companyId, setCompanyId] = useState('');
  const [role, setRole] = useState<SirketRol>(DEFAULT_SIRKET_ROL);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const assign = useAssignToCompany();

  const onSubmit = async () => {
    setAlert(null);
    const parsed = ZCompanyAssignSchema.safeParse({ company_id: companyId === '' ? undefined : Number(companyId), role });
    if (!parsed.success) return setAlert(parsed.error.issues[0]?.message ?? MSG.company.selectCompany);
    try {
      await assign.mutateAsync({ id: user.id, payload: parsed.data });
      setDone(true);
    } catch (error) {
      setAlert(U.companyAssignFailed(extractErrorText(error, MSG.common.unknownError)));
    }
  };

  return (
    <FormDialog title="Şirkete Ata" onClose={onClose} onSubmit={onSubmit} busy={assign.isPending} error={alert} submitLabel="Ata">
      <Text color="fg.muted">{userName(user)} (@{user.username})</Text>
      {done ? (
        <Alert.Root status="success" role="status" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{U.companyAssignSuccess}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Field.Root required>
        <Field.Label>
          Şirket <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="company_id" value={companyId} onChange={(e) => { setCompanyId(e.currentTarget.value); setDone(false); }}>
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
          <NativeSelect.Field name="role" value={role} onChange={(e) => { setRole(e.currentTarget.value as SirketRol); setDone(false); }}>
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
  const [unvan, setUnvan] = useState('');
  const [uzmanlik, setUzmanlik] = useState('');
  const [aktif, setAktif] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const assign = useAssignAsMentor();

  const onSubmit = async () => {
    setAlert(null);
    const parsed = ZAssignAsMentorSchema.safeParse({ unvan, uzmanlik, aktif });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    try {
      await assign.mutateAsync({ id: user.id, payload: parsed.data });
      onClose();
    } catch (error) {
      setErrors(extractFieldErrors(error));
      setAlert(U.saveError(extractErrorText(error, MSG.common.unknownError)));
    }
  };

  return (
    <FormDialog title="Mentor Yap" onClose={onClose} onSubmit={onSubmit} busy={assign.isPending} error={alert}>
      <Text color="fg.muted">{userName(user)} (@{user.username})</Text>
      <TextField label="Unvan" name="unvan" value={unvan} onChange={setUnvan} error={errors.unvan} helper={MSG.mentor.titleHint} />
      <Field.Root invalid={!!errors.uzmanlik}>
        <Field.Label>Uzmanlık Alanı</Field.Label>
        <Textarea name="uzmanlik" rows={3} value={uzmanlik} onChange={(e) => setUzmanlik(e.currentTarget.value)} />
        {errors.uzmanlik ? <Field.ErrorText>{errors.uzmanlik}</Field.ErrorText> : <Field.HelperText>{MSG.mentor.expertiseHint}</Field.HelperText>}
      </Field.Root>
      <Toggle label="Aktif" checked={aktif} onChange={setAktif} />
    </FormDialog>
  );
}
