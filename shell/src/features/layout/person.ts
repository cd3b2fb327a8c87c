// Who is signed in, as the layout and home show it: the person's name (from GET profile/, asked once
// per session and shared by every reader) and their role in words. The access token carries the
// roles but no name, so until the profile answers (or when it cannot) the name is the empty string
// and readers show the role alone.
import { profileApi } from '@portal/api-client';
import { isCompanyOwner, isMentor, isStaff, useAuthStore, type SessionUser } from '@portal/auth-store';
import type { Profile } from '@portal/domain';
import { MSG } from '@portal/domain/core';
import { useEffect, useState } from 'react';

export interface Person {
  /** First and last name, else ad_soyad, else the username; '' while unknown. */
  name: string;
  username: string;
  /** 'Yönetici'; else the home chips' roles ('Mentor · Şirket Sahibi'), else 'Kullanıcı'. */
  role: string;
}

/** The role in words: staff 'Yönetici', else Mentor and/or Şirket Sahibi, else 'Kullanıcı'. */
export function roleText(user: SessionUser): string {
  if (isStaff(user)) return MSG.account.staff;
  const roles = [...(isMentor(user) ? [MSG.roles.homeMentor] : []), ...(isCompanyOwner(user) ? [MSG.roles.homeSirketSahibi] : [])];
  return roles.length > 0 ? roles.join(' · ') : MSG.roles.homeUser;
}

/** The name a profile is shown under. */
export function displayName(p: Pick<Profile, 'first_name' | 'last_name' | 'ad_soyad' | 'username'>): string {
  return `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || p.ad_soyad?.trim() || p.username;
}

/** Initials of a name for the avatar ('Ayşe Yılmaz' -> 'AY'), in Turkish upper case. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toLocaleUpperCase('tr-TR');
}

/** One request per signed-in user id; forgotten when the profile changes (settings). */
const profiles = new Map<number, Promise<Profile | null>>();
const listeners = new Set<() => void>();

function profileOf(userId: number): Promise<Profile | null> {
  let pending = profiles.get(userId);
  if (!pending) {
    pending = profileApi.get().catch(() => null);
    profiles.set(userId, pending);
  }
  return pending;
}

/** After the person's own profile was saved: every reader asks again (the name may have changed). */
export function forgetPerson(): void {
  profiles.clear();
  for (const listener of listeners) listener();
}

/** The signed-in person, or null when signed out. */
export function usePerson(): Person | null {
  const user = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  const [profile, setProfile] = useState<{ userId: number; value: Profile | null } | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const bump = () => setGeneration((g) => g + 1);
    listeners.add(bump);
    return () => {
      listeners.delete(bump);
    };
  }, []);
  const userId = user?.user_id ?? null;
  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    void profileOf(userId).then((value) => {
      // No profile (the request failed): nothing changes, the role stands alone.
      if (live && value) setProfile({ userId, value });
    });
    return () => {
      live = false;
    };
  }, [userId, generation]);
  if (!user) return null;
  const p = profile?.userId === user.user_id ? profile.value : null;
  return { name: p ? displayName(p) : '', username: p?.username ?? '', role: roleText(user) };
}
