// How a user reads in the admin screens: the name (full name, else the username) and the role chips
// (Super Admin, Admin, Mentor, Şirket Sahibi; none of them: 'Normal Kullanıcı').
import { MSG, type UserRecord } from '@portal/domain';
import { HStack, StatusChip, type ChipColor } from '@portal/ui';

export const userName = (u: Pick<UserRecord, 'full_name' | 'first_name' | 'last_name' | 'username'>): string =>
  u.full_name?.trim() || `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.username;

export function roleChipsOf(u: Pick<UserRecord, 'is_superuser' | 'is_staff' | 'is_mentor' | 'is_sirket_sahibi'>): Array<{ label: string; color: ChipColor }> {
  const R = MSG.roles;
  const chips: Array<{ label: string; color: ChipColor }> = [];
  if (u.is_superuser) chips.push({ label: R.superAdmin, color: 'error' });
  if (u.is_staff) chips.push({ label: R.admin, color: 'warning' });
  if (u.is_mentor) chips.push({ label: R.mentor, color: 'info' });
  if (u.is_sirket_sahibi) chips.push({ label: R.sirketSahibi, color: 'success' });
  if (chips.length === 0) chips.push({ label: R.normal, color: 'neutral' });
  return chips;
}

export function RoleChips({ user }: { user: UserRecord }) {
  return (
    <HStack gap="1" wrap="nowrap" as="span">
      {roleChipsOf(user).map((c) => (
        <StatusChip key={c.label} label={c.label} color={c.color} />
      ))}
    </HStack>
  );
}
