// The cards of the home screen per role, exactly as spec section 2 (Home).
import { isCompanyOwner, isMentor, isStaff, type SessionUser } from '@portal/auth-store';
import { MSG } from '@portal/domain';

const T = MSG.home.cards;

export interface HomeCard {
  to: string;
  title: string;
  description: string;
  /** Chakra colour palette of the card's accent and button. */
  color: string;
}

const EVERYONE: readonly HomeCard[] = [
  { to: '/cagrilar', title: T.calls, description: 'Açık çağrıları inceleyin ve projenizle başvurun.', color: 'blue' },
  { to: '/my-applications', title: T.applications, description: 'Başvurularınızın durumunu ve raporlarını takip edin.', color: 'green' },
  { to: '/kaynaklar', title: T.resources, description: 'Ortak kaynakları görüntüleyin ve rezervasyon yapın.', color: 'purple' },
  { to: '/my-reservations', title: T.reservations, description: 'Rezervasyonlarınızı görüntüleyin ve güncelleyin.', color: 'teal' },
];

const MENTOR: readonly HomeCard[] = [
  { to: '/mentor-evaluation', title: T.mentorProjects, description: 'Size atanan projeleri inceleyin ve değerlendirin.', color: 'orange' },
];

const OWNER: readonly HomeCard[] = [
  { to: '/calisanlarim', title: T.employees, description: 'Şirketinizin çalışanlarını ve raporlarını görüntüleyin.', color: 'cyan' },
  { to: '/dekontlar', title: T.receipts, description: 'Kira dekontlarınızı yükleyin ve durumlarını takip edin.', color: 'pink' },
];

const NON_MENTOR: readonly HomeCard[] = [
  { to: '/my-evaluations', title: T.evaluations, description: 'Projeleriniz hakkındaki mentor değerlendirmelerini okuyun.', color: 'yellow' },
];

/** Staff get no cards (the home renders nothing for them). */
export function homeCardsFor(user: SessionUser): HomeCard[] {
  if (isStaff(user)) return [];
  return [
    ...EVERYONE,
    ...(isMentor(user) ? MENTOR : []),
    ...(isCompanyOwner(user) ? OWNER : []),
    ...(isMentor(user) ? [] : NON_MENTOR),
  ];
}

/** Role chips: Mentor, Şirket Sahibi when they apply; everyone sees Kullanıcı. */
export function roleChipsFor(user: SessionUser): string[] {
  return [
    ...(isMentor(user) ? [MSG.roles.homeMentor] : []),
    ...(isCompanyOwner(user) ? [MSG.roles.homeSirketSahibi] : []),
    MSG.roles.homeUser,
  ];
}
