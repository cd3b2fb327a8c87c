// The cards of the home screen come from the remotes: each route manifest marks the routes that have
// a card (description, colour, audience, order), /remotes.json carries them, and the shell filters
// them by the user's roles. The shell lists no remote path.
import { isCompanyOwner, isMentor, isStaff, type SessionUser } from '@portal/auth-store';
import { MSG } from '@portal/domain/core';
import { REMOTE_NAMES, type HomeAudience } from '@portal/mf-config/remotes';
import type { RemotesConfig } from '../../federation/remotes-config';

export interface HomeCard {
  to: string;
  title: string;
  description: string;
  /** Chakra colour palette of the card's accent and button. */
  color: string;
}

const SEES: Record<HomeAudience, (user: SessionUser) => boolean> = {
  everyone: () => true,
  mentor: isMentor,
  sirket_sahibi: isCompanyOwner,
  not_mentor: (user) => !isMentor(user),
};

/** The user's cards in the remotes' order. Staff get none (the home renders nothing for them). */
export function homeCardsFor(user: SessionUser, config: RemotesConfig): HomeCard[] {
  if (isStaff(user)) return [];
  const cards: Array<HomeCard & { order: number }> = [];
  for (const remote of REMOTE_NAMES) {
    for (const route of config[remote]?.routes ?? []) {
      if (!route.home || !SEES[route.home.audience](user)) continue;
      const { order, description, color } = route.home;
      cards.push({ to: route.path, title: route.title, description, color, order });
    }
  }
  return cards.sort((a, b) => a.order - b.order).map(({ order: _order, ...card }) => card);
}

/** Role chips: Mentor, Şirket Sahibi when they apply; everyone sees Kullanıcı. */
export function roleChipsFor(user: SessionUser): string[] {
  return [
    ...(isMentor(user) ? [MSG.roles.homeMentor] : []),
    ...(isCompanyOwner(user) ? [MSG.roles.homeSirketSahibi] : []),
    MSG.roles.homeUser,
  ];
}
