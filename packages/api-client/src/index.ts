export { api, configureApiClient, getApiBaseUrl, refreshSession } from './client';
export type { ApiClientConfig, RefreshOptions } from './client';
export { API_BASE_PATH, LOGIN_PATH } from './constants';
export {
  extractErrorText,
  extractFieldErrors,
  getErrorStatus,
  isApiError,
  isHttpError,
  isNetworkError,
  parseBody,
  readErrorBody,
  toApiError,
} from './errors';
export type { ApiError } from './errors';
export { toFormData } from './form-data';
export { createProgressFetch } from './upload';
export type { UploadProgressHandler } from './upload';
export { navigateToLogin, setOnSessionExpired } from './session';
export type { SessionExpiredHandler } from './session';
export {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  onTokensChanged,
  setTokens,
  setTokenStorage,
  TokenStorageError,
} from './tokens';
export type { TokenChange, TokenChangeReason, TokenListener } from './tokens';
export { authApi } from './resources/auth';
export { profileApi } from './resources/profile';
export { adminResource, toSearchParams } from './resources/admin-resource';
export type { AdminResource, ListParams } from './resources/admin-resource';
export { cagrilarApi, adminCagrilarApi, adminCagriFormuApi } from './resources/cagrilar';
export { basvurularApi, adminBasvurularApi } from './resources/basvurular';
export type { BasvuruCreateInput, BasvuruDraftInput } from './resources/basvurular';
export { raporlarApi, adminRaporlarApi } from './resources/raporlar';
export type { RaporDraftInput } from './resources/raporlar';
export { kaynaklarApi, adminKaynaklarApi } from './resources/kaynaklar';
export { rezervasyonlarApi, adminRezervasyonlarApi } from './resources/rezervasyonlar';
export { sirketlerApi, adminSirketlerApi } from './resources/sirketler';
export { dekontlarApi, adminDekontlarApi } from './resources/dekontlar';
export { adminKullanicilarApi } from './resources/kullanicilar';
export { adminDashboardApi } from './resources/dashboard';
export type { TokenPairResponse } from './types';
export { HTTPError } from 'ky';
export { adminMentorlerApi } from './resources/mentorler';
export { atamalarApi, adminMentorAtamalariApi } from './resources/atamalar';
export { degerlendirmelerApi } from './resources/degerlendirmeler';
export { adminOlcutlerApi } from './resources/olcutler';
export { bildirimlerApi } from './resources/bildirimler';
export { mesajlarApi } from './resources/mesajlar';
export type { MesajInput } from './resources/mesajlar';
export { fetchFile, fileNameOf, saveFile } from './download';
export type { DownloadedFile } from './download';
export { adminExportApi, ADMIN_EXPORT_LISTS } from './resources/exports';
export type { AdminExportList } from './resources/exports';
export { takvimApi } from './resources/takvim';
export { gecmisApi } from './resources/gecmis';
export { guvenlikOlaylariApi } from './resources/guvenlik-olaylari';
export { ikiAdimApi } from './resources/iki-adim';
