// /settings (staff too): profile form, password change, read-only account info, sessions and the
// account's security events.
// Both forms validate with the domain's schemas (the server's rules) through useZodForm. A password
// change ends every session on the server, so the page signs in again with the new password; "log
// out everywhere" ends them all, this one too.
import { authApi, extractErrorText, getErrorStatus, ikiAdimApi, profileApi, takvimApi, type DownloadedFile } from '@portal/api-client';
import { applyServerErrors, TextField, useZodForm } from '@portal/app-kit';
import { isStaff, useAuthStore } from '@portal/auth-store';
import { accountType, MSG, ZPasswordChangeSchema, ZProfileUpdateSchema, type PasswordChangeInput, type Profile, type ProfileUpdatePayload } from '@portal/domain';
import { Alert, Button, PageFrame, SimpleGrid, Stack, Text } from '@portal/ui';
import { useEffect, useState } from 'react';
import { SHELL_TITLES, useDocumentTitle } from '../layout/document-title';
import { forgetPerson } from '../layout/person';
import { NotificationSettings, type PreferencesApi } from '../notifications/notification-settings';
import { CalendarCard, type CalendarFeedApi } from './calendar-card';
import { DataExportCard } from './data-export-card';
import { ownSecurityEvents, SecurityEventsCard, type SecurityEventsLoader } from './security-events-card';
import { SettingsCard } from './settings-card';
import { TwoFactorCard, type TwoFactorApi } from './two-factor-card';

/** What the screen needs from the API (the real one by default; tests pass a fake). */
export type SettingsApi = Pick<typeof profileApi, 'get' | 'update' | 'changePassword'> & {
  /** Ends every session of the user; default authApi.logoutAll. */
  logoutAll?: () => Promise<void>;
  /** Signs in again after a password change ended the sessions; default the auth store's login. */
  relogin?: (username: string, password: string) => Promise<unknown>;
  /** The e-mail choices of notifications; default bildirimlerApi. */
  notificationPreferences?: PreferencesApi;
  /** The iCal feed URL and its renewal; the card is shown when given (the real API by default). */
  calendar?: CalendarFeedApi;
  /** All of the person's data as a ZIP (KVKK); the card is shown when given (the real API by default). */
  exportData?: () => Promise<DownloadedFile>;
  /** The person's security events, a page at a time; the card is shown when given (the real API by default). */
  securityEvents?: SecurityEventsLoader;
  /** Two-factor sign-in; the card is shown when given (the real API by default). */
  twoFactor?: TwoFactorApi;
};

const defaultApi: SettingsApi = {
  get: () => profileApi.get(),
  update: (fields) => profileApi.update(fields),
  changePassword: (body) => profileApi.changePassword(body),
  logoutAll: () => authApi.logoutAll(),
  relogin: (username, password) => useAuthStore.getState().login(username, password),
  calendar: { feed: () => takvimApi.feed(), regenerate: () => takvimApi.regenerate() },
  exportData: () => profileApi.exportData(),
  securityEvents: ownSecurityEvents,
  twoFactor: ikiAdimApi,
};

type Notice = { status: 'success' | 'error'; text: string } | null;

type ProfileFields = Required<ProfileUpdatePayload>;
type ProfileField = keyof ProfileFields;

const EMPTY_PROFILE: ProfileFields = { first_name: '', last_name: '', email: '', ad_soyad: '', firma_adi: '', telefon: '' };

function fieldsOf(profile: Profile): ProfileFields {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    email: profile.email ?? '',
    // Flat fields first; the nested reading of spec 3 as a fallback.
    ad_soyad: profile.ad_soyad ?? profile.profile?.ad_soyad ?? '',
    firma_adi: profile.firma_adi ?? profile.profile?.firma_adi ?? '',
    telefon: profile.telefon ?? profile.profile?.telefon ?? '',
  };
}

function NoticeAlert({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  );
}

const PROFILE_LABELS: ReadonlyArray<[ProfileField, string, string]> = [
  ['first_name', 'Ad', 'given-name'],
  ['last_name', 'Soyad', 'family-name'],
  ['email', 'E-posta', 'email'],
  ['ad_soyad', 'Ad Soyad', 'name'],
  ['firma_adi', 'Firma Adı', 'organization'],
  ['telefon', 'Telefon', 'tel'],
];

function ProfileForm({ api, onLoaded }: { api: SettingsApi; onLoaded: (p: Profile) => void }) {
  const form = useZodForm(ZProfileUpdateSchema, { defaultValues: EMPTY_PROFILE });
  const { reset } = form;
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let active = true;
    api.get().then(
      (profile) => {
        if (!active) return;
        reset(fieldsOf(profile));
        onLoaded(profile);
        setLoading(false);
      },
      () => {
        if (!active) return;
        setNotice({ status: 'error', text: MSG.profile.loadError });
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [api, onLoaded, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    setSaving(true);
    try {
      const profile = await api.update(values);
      if (profile) reset(fieldsOf(profile));
      setNotice({ status: 'success', text: MSG.profile.updateSuccess });
      // The layout and home show the name: they ask for it again.
      forgetPerson();
    } catch (err) {
      setNotice({ status: 'error', text: applyServerErrors(form, err, MSG.profile.updateError) });
    } finally {
      setSaving(false);
    }
  });

  return (
    <SettingsCard title="Profil Bilgileri">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Profil formu">
        <Stack gap="4">
          <NoticeAlert notice={notice} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {PROFILE_LABELS.map(([name, label, autoComplete]) => (
              <TextField
                key={name}
                form={form}
                name={name}
                label={label}
                disabled={loading || saving}
                type={name === 'email' ? 'email' : name === 'telefon' ? 'tel' : 'text'}
                autoComplete={autoComplete}
              />
            ))}
          </SimpleGrid>
          <Button type="submit" alignSelf="start" disabled={loading || saving}>
            {saving ? 'Kaydediliyor...' : 'Profili Kaydet'}
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}

type PasswordField = keyof PasswordChangeInput;
const EMPTY_PASSWORDS: PasswordChangeInput = { current_password: '', new_password: '', new_password_repeat: '' };

function PasswordForm({ api, username }: { api: SettingsApi; username: string | null }) {
  const form = useZodForm(ZPasswordChangeSchema, { defaultValues: EMPTY_PASSWORDS });
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    setSaving(true);
    try {
      await api.changePassword({ current_password: values.current_password, new_password: values.new_password });
      // The change ended this session too; a failed sign-in leads to /login on the next request.
      if (username && api.relogin) await api.relogin(username, values.new_password).catch(() => undefined);
      form.reset(EMPTY_PASSWORDS);
      setNotice({ status: 'success', text: MSG.password.changeSuccess });
    } catch (err) {
      const status = getErrorStatus(err);
      const text =
        status === 400
          ? MSG.password.changeBadRequest
          : status === 401
            ? MSG.password.sessionExpired
            : extractErrorText(err, MSG.password.changeError);
      setNotice({ status: 'error', text });
    } finally {
      setSaving(false);
    }
  });

  const inputs: ReadonlyArray<[PasswordField, string, string]> = [
    ['current_password', 'Mevcut Şifre', 'current-password'],
    ['new_password', 'Yeni Şifre', 'new-password'],
    ['new_password_repeat', 'Yeni Şifre (Tekrar)', 'new-password'],
  ];

  return (
    <SettingsCard title="Şifre Değiştir">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Şifre değiştirme formu">
        <Stack gap="4">
          <NoticeAlert notice={notice} />
          {inputs.map(([name, label, autoComplete]) => (
            <TextField key={name} form={form} name={name} label={label} disabled={saving} type="password" autoComplete={autoComplete} />
          ))}
          <Text fontSize="sm" color="fg.muted">
            En az 8, en fazla 128 karakter; büyük harf, küçük harf, rakam ve özel karakter içermelidir.
          </Text>
          <Button type="submit" alignSelf="start" disabled={saving}>
            {saving ? 'Değiştiriliyor...' : 'Şifreyi Değiştir'}
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}

function SessionsCard({ api }: { api: SettingsApi }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const onClick = async () => {
    setBusy(true);
    setError(false);
    try {
      await api.logoutAll?.();
    } catch {
      setError(true);
      setBusy(false);
      return;
    }
    // This session ended too: clear the tokens and go to /login.
    await useAuthStore.getState().logout();
  };
  return (
    <SettingsCard title={MSG.sessions.title}>
      <Stack gap="4">
        {error ? <NoticeAlert notice={{ status: 'error', text: MSG.sessions.logoutAllError }} /> : null}
        <Text fontSize="sm" color="fg.muted">
          {MSG.sessions.hint}
        </Text>
        <Button type="button" alignSelf="start" colorPalette="red" variant="outline" disabled={busy} onClick={() => void onClick()}>
          {busy ? MSG.sessions.logoutAllBusy : MSG.sessions.logoutAll}
        </Button>
      </Stack>
    </SettingsCard>
  );
}

function AccountInfo({ profile }: { profile: Profile | null }) {
  const user = useAuthStore((s) => s.user);
  const staff = profile?.is_staff ?? (user ? isStaff(user) : false);
  return (
    <SettingsCard title="Hesap Bilgileri">
      <Stack as="dl" gap="3">
        <div>
          <Text as="dt" fontSize="sm" color="fg.muted">
            Kullanıcı Adı
          </Text>
          <Text as="dd" fontWeight="medium" data-testid="account-username">
            {profile?.username ?? '-'}
          </Text>
        </div>
        <div>
          <Text as="dt" fontSize="sm" color="fg.muted">
            Hesap Türü
          </Text>
          <Text as="dd" fontWeight="medium" data-testid="account-type">
            {accountType(staff)}
          </Text>
        </div>
      </Stack>
    </SettingsCard>
  );
}

export function SettingsPage({ api = defaultApi }: { api?: SettingsApi }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  useDocumentTitle(SHELL_TITLES.settings);
  return (
    <PageFrame title={SHELL_TITLES.settings} width="narrow">
      <Stack gap="6">
        <ProfileForm api={api} onLoaded={setProfile} />
        <PasswordForm api={api} username={profile?.username ?? null} />
        {api.twoFactor ? <TwoFactorCard api={api.twoFactor} /> : null}
        <AccountInfo profile={profile} />
        {api.calendar ? <CalendarCard api={api.calendar} /> : null}
        <SessionsCard api={api} />
        {api.securityEvents ? <SecurityEventsCard load={api.securityEvents} /> : null}
        <NotificationSettings api={api.notificationPreferences} />
        {api.exportData ? <DataExportCard exportData={api.exportData} /> : null}
      </Stack>
    </PageFrame>
  );
}
