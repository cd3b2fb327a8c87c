// Profile endpoints (spec 7: GET/PATCH profile/).
import { api } from '../client';
import type { PasswordChangePayload, Profile, ProfileUpdatePayload } from '@portal/domain';
import { fetchFile, type DownloadedFile } from '../download';

export const profileApi = {
  /** GET profile/export/: all of the person's data and their uploaded files as one ZIP (KVKK). */
  exportData(): Promise<DownloadedFile> {
    return fetchFile('profile/export/', {}, 'verilerim.zip');
  },

  /** GET profile/. */
  get(): Promise<Profile> {
    return api.get('profile/').json<Profile>();
  },

  /** PATCH profile/ with first_name, last_name, email, ad_soyad, firma_adi, telefon. */
  update(data: ProfileUpdatePayload): Promise<Profile> {
    return api.patch('profile/', { json: data }).json<Profile>();
  },

  /** PATCH profile/ with current_password and new_password. 400 = wrong/invalid (DRF body). */
  async changePassword(data: PasswordChangePayload): Promise<void> {
    await api.patch('profile/', { json: data });
  },
};
