// Two-factor sign-in: its numbers and its Turkish texts, without zod (the shell's login page and
// the auth store read them through @portal/domain/core). The API's shapes: contracts/iki-adim.ts.

/** How long the second step of a login may take. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;
/** How many recovery codes a set has. */
export const RECOVERY_CODE_COUNT = 10;
/** TOTP codes: digits, and the time step in seconds (what authenticator apps use by default). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

export const TWO_FACTOR_MESSAGES = {
  title: 'İki adımlı doğrulama',
  // Settings
  offHint:
    'Girişte şifrenize ek olarak telefonunuzdaki doğrulama uygulamasının (Google Authenticator, Microsoft Authenticator, Aegis gibi) ürettiği kodu isteriz.',
  onStatus: 'İki adımlı doğrulama açık.',
  offStatus: 'İki adımlı doğrulama kapalı.',
  required: 'Yönetici hesapları için iki adımlı doğrulama zorunludur. Yönetim ekranlarını kullanmak için önce açın.',
  start: 'Etkinleştir',
  setupStep1: 'Doğrulama uygulamanızla QR kodunu tarayın ya da anahtarı elle girin.',
  qrAlt: 'Doğrulama uygulaması için QR kodu',
  secretLabel: 'Anahtar',
  setupStep2: 'Uygulamanın gösterdiği 6 haneli kodu yazın.',
  confirm: 'Doğrula ve Aç',
  cancel: 'Vazgeç',
  enabled: 'İki adımlı doğrulama açıldı.',
  recoveryTitle: 'Kurtarma kodları',
  recoveryHint:
    'Telefonunuza erişemezseniz bu kodlardan biriyle giriş yapabilirsiniz. Her kod bir kez kullanılır. Kodları güvenli bir yere kaydedin: bir daha gösterilmeyecekler.',
  recoveryLeft: (n: number) => `Kullanılmamış kurtarma kodu: ${n}`,
  copyCodes: 'Kodları Kopyala',
  copied: 'Kopyalandı',
  savedCodes: 'Kodları kaydettim',
  regenerate: 'Yeni Kurtarma Kodları',
  regenerateHint: 'Yeni kodlar oluşturulunca eskileri çalışmaz. Şifrenizi ve güncel doğrulama kodunu girin.',
  disable: 'Kapat',
  disableHint: 'Kapatmak için şifrenizi ve güncel doğrulama kodunu (ya da bir kurtarma kodunu) girin.',
  disabled: 'İki adımlı doğrulama kapatıldı.',
  password: 'Şifre',
  // Login second step
  stepTitle: 'İki adımlı doğrulama',
  stepHintTotp: 'Doğrulama uygulamanızın gösterdiği 6 haneli kodu girin.',
  stepHintRecovery: 'Kurtarma kodlarınızdan birini girin. Kullandığınız kod bir daha çalışmaz.',
  code: 'Doğrulama kodu',
  recoveryCode: 'Kurtarma kodu',
  useRecovery: 'Kurtarma kodu kullan',
  useTotp: 'Doğrulama kodu kullan',
  verify: 'Doğrula',
  verifying: 'Doğrulanıyor...',
  back: 'Girişe dön',
  // Errors (server and client)
  codeInvalid: 'Doğrulama kodu hatalı ya da süresi dolmuş.',
  codeFormat: 'Doğrulama kodu 6 haneli bir sayıdır.',
  recoveryInvalid: 'Kurtarma kodu hatalı ya da daha önce kullanılmış.',
  oneOfCodes: 'Doğrulama kodu ya da kurtarma kodu girin.',
  challengeInvalid: 'Doğrulama süresi doldu. Lütfen yeniden giriş yapın.',
  alreadyEnabled: 'İki adımlı doğrulama zaten açık.',
  notEnabled: 'İki adımlı doğrulama açık değil.',
  noSetup: 'Önce "Etkinleştir" ile yeni bir anahtar oluşturun.',
  passwordWrong: 'Şifre hatalı.',
  setupRequired: 'Yönetim ekranlarını kullanmak için iki adımlı doğrulamayı açmanız gerekiyor.',
  loadError: 'İki adımlı doğrulama bilgisi yüklenemedi.',
  // Staff (superusers): for a person who lost the phone and the recovery codes
  resetDone: 'Kişinin iki adımlı doğrulaması kapatıldı; bir sonraki girişte yeniden açabilir.',
  resetSelf: 'Kendi iki adımlı doğrulamanızı Ayarlar sayfasından, şifreniz ve kodunuzla kapatın.',
  // Passkeys
  passkeysTitle: 'Geçiş anahtarları',
  passkeysHint: 'Bu cihazın parmak izi, yüz tanıma ya da ekran kilidiyle doğrulama kodu yerine giriş yapabilirsiniz.',
  passkeysNeedTotp: 'Geçiş anahtarı eklemek için önce doğrulama uygulamasıyla iki adımlı doğrulamayı açın.',
  passkeyName: 'Anahtarın adı',
  passkeyNameDefault: 'Geçiş anahtarı',
  addPasskey: 'Geçiş Anahtarı Ekle',
  passkeyAdded: 'Geçiş anahtarı eklendi.',
  passkeyRemoved: 'Geçiş anahtarı silindi.',
  removePasskey: 'Sil',
  noPasskeys: 'Henüz geçiş anahtarı eklenmedi.',
  passkeyAddedOn: (date: string) => `Eklendi: ${date}`,
  usePasskey: 'Geçiş anahtarıyla doğrula',
  passkeyFailed: 'Geçiş anahtarı doğrulanamadı. Tekrar deneyin ya da doğrulama kodunu kullanın.',
  passkeyInvalid: 'Geçiş anahtarı doğrulanamadı.',
  passkeyStateInvalid: 'Geçiş anahtarı eklemenin süresi doldu. Lütfen yeniden deneyin.',
  passkeyUnavailable: 'Geçiş anahtarları bu portal adresinde kullanılamıyor.',
  failed: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
} as const;

/** The 403 `code` of a staff route while STAFF_REQUIRE_2FA is on and the account has no 2FA. */
export const TWO_FACTOR_SETUP_REQUIRED_CODE = 'two_factor_setup_required';

/** Where the shell sends a staff member who must turn it on (the settings card's anchor). */
export const TWO_FACTOR_SETUP_PATH = '/settings#iki-adim';
