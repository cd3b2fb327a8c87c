// Client-side search of the applicant's small lists: the Turkish-aware rule is shared by the remotes
// and lives in @portal/domain.
export { matchesSearch } from '@portal/domain';
