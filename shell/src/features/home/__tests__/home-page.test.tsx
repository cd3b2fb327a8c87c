import { afterEach, describe, expect, it } from '@jest/globals';
import { jsonResponse, stubFetch } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@portal/ui/testing';
import { renderRoutes } from '../../../testing/router';
import { resetSession, signIn, USERS, type TestUser } from '../../../testing/session';
import type { RemotesConfig } from '../../../federation/remotes-config';
import { HomePage } from '../home-page';
import { AppLayout } from '../../layout/app-layout';
import { forgetPerson } from '../../layout/person';

const card = (order: number, audience: 'everyone' | 'mentor' | 'sirket_sahibi' | 'not_mentor') => ({
  order,
  audience,
  description: `Kart ${order}`,
  color: 'blue',
});

/** Manifests as remotes publish them, deliberately out of order and across remotes. */
const CONFIG: RemotesConfig = {
  applicant: {
    entry: '/remotes/applicant/mf-manifest.json',
    routes: [
      { path: '/my-evaluations', access: 'user', title: 'Mentor Yorumları', home: card(80, 'not_mentor') },
      { path: '/cagrilar', access: 'user', title: 'Açık Çağrılar', home: card(10, 'everyone') },
      { path: '/cagri/:cagriId/basvur', access: 'user', title: 'Başvuru Yap' },
      { path: '/my-applications', access: 'user', title: 'Başvurularım', home: card(20, 'everyone') },
      { path: '/kaynaklar', access: 'user', title: 'Kaynaklar', home: card(30, 'everyone') },
      { path: '/my-reservations', access: 'user', title: 'Rezervasyonlarım', home: card(40, 'everyone') },
    ],
  },
  mentor: {
    entry: '/remotes/mentor/mf-manifest.json',
    routes: [{ path: '/mentor-evaluation', access: 'user', title: 'Atandığım Projeler', home: card(50, 'mentor') }],
  },
  company: {
    entry: '/remotes/company/mf-manifest.json',
    routes: [
      { path: '/dekontlar', access: 'sirket_sahibi', title: 'Kira Dekont Takibi', home: card(70, 'sirket_sahibi') },
      { path: '/calisanlarim', access: 'sirket_sahibi', title: 'Çalışanlarım', home: card(60, 'sirket_sahibi') },
      { path: '/calisan-raporlari', access: 'sirket_sahibi', title: 'Çalışan Raporları' },
    ],
  },
};

function renderHome(user: TestUser, load: () => Promise<RemotesConfig> = () => Promise.resolve(CONFIG)) {
  signIn(user);
  return renderRoutes([{ path: '/', element: <HomePage configLoader={{ load }} /> }], { initialEntries: ['/'] });
}

afterEach(resetSession);

const EVERYONE = [
  ['Açık Çağrılar', '/cagrilar'],
  ['Başvurularım', '/my-applications'],
  ['Kaynaklar', '/kaynaklar'],
  ['Rezervasyonlarım', '/my-reservations'],
];
const MENTOR = [['Atandığım Projeler', '/mentor-evaluation']];
const OWNER = [
  ['Çalışanlarım', '/calisanlarim'],
  ['Kira Dekont Takibi', '/dekontlar'],
];
const NON_MENTOR = [['Mentor Yorumları', '/my-evaluations']];

describe('HomePage (spec section 2, Home)', () => {
  const cases: Array<[string, TestUser, string[][], string[]]> = [
    ['plain applicant', USERS.plain, [...EVERYONE, ...NON_MENTOR], ['Kullanıcı']],
    ['mentor', USERS.mentor, [...EVERYONE, ...MENTOR], ['Mentor', 'Kullanıcı']],
    ['company owner', USERS.owner, [...EVERYONE, ...OWNER, ...NON_MENTOR], ['Şirket Sahibi', 'Kullanıcı']],
    ['mentor and owner', USERS.mentorOwner, [...EVERYONE, ...MENTOR, ...OWNER], ['Mentor', 'Şirket Sahibi', 'Kullanıcı']],
  ];

  it.each(cases)('%s sees exactly the spec cards and chips', async (_name, user, expectedCards, expectedChips) => {
    renderHome(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş Geldiniz' })).toBeTruthy();

    const cards = await screen.findAllByTestId('home-card');
    const seen = cards.map((card) => {
      const title = within(card).getByRole('heading').textContent;
      const link = within(card).getByRole('link');
      expect(link.textContent).toBe('Görüntüle');
      return [title, link.getAttribute('href')];
    });
    expect(seen).toEqual(expectedCards);
    cards.forEach((card) => expect(within(card).getByRole('heading').nextSibling?.textContent).toBeTruthy());

    const chips = within(screen.getByLabelText('Rolleriniz')).getAllByText(/./).map((el) => el.textContent);
    expect(chips).toEqual(expectedChips);
  });

  it('without /remotes.json the title and chips stay and no card is drawn', async () => {
    renderHome(USERS.plain, () => Promise.reject(new Error('HTTP 503')));
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş Geldiniz' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryAllByTestId('home-card')).toHaveLength(0);
    expect(within(screen.getByLabelText('Rolleriniz')).getByText('Kullanıcı')).toBeTruthy();
  });

  it('renders nothing for staff', () => {
    renderHome(USERS.staff);
    expect(screen.queryByText('Hoş Geldiniz')).toBeNull();
    expect(screen.queryAllByTestId('home-card')).toHaveLength(0);
  });

  it("shows the person's name under the title (from profile/) and, in the layout's quick access, the name and role", async () => {
    const fetchStub = stubFetch((r) =>
      r.path === '/api/profile/'
        ? jsonResponse(200, { id: 2, username: 'mentor1', first_name: 'Ayşe', last_name: 'Yılmaz', ad_soyad: '', email: 'a@b.c' })
        : jsonResponse(404, {}),
    );
    try {
      forgetPerson();
      signIn(USERS.mentor);
      renderRoutes([{ element: <AppLayout />, children: [{ path: '/', element: <HomePage configLoader={{ load: () => Promise.resolve(CONFIG) }} /> }] }], {
        initialEntries: ['/'],
      });
      await waitFor(() => expect(screen.getByTestId('home-person')).toHaveTextContent('Ayşe Yılmaz'));
      const nav = screen.getByRole('navigation', { name: 'Hızlı erişim' });
      // Name and role written out (the phone's bar), and the initials (the stack from md up; jsdom applies no media query).
      expect(within(nav).getByTestId('quick-person')).toHaveTextContent('Ayşe YılmazMentor');
      const initials = within(nav).getByTestId('quick-person').querySelector('[role="img"]');
      expect(initials).toHaveAttribute('aria-label', 'Ayşe Yılmaz, Mentor');
      expect(initials).toHaveTextContent('AY');
      // Every button of the stack has its words on screen (under the icon on a phone, beside it from md up).
      expect(within(nav).getAllByTestId('quick-action-label').map((l) => l.textContent)).toEqual(['Ayarlar', 'Çıkış yap', 'Bildirimler', 'Renk modu']);
      // One request for the layout and the home together.
      expect(fetchStub.calls.filter((c) => c.path === '/api/profile/')).toHaveLength(1);
    } finally {
      fetchStub.restore();
      forgetPerson();
    }
  });

  it('without a profile (the request failed) the title and the role chips stand alone', async () => {
    const fetchStub = stubFetch(() => jsonResponse(500, {}));
    try {
      forgetPerson();
      renderHome(USERS.plain);
      await waitFor(() => expect(fetchStub.calls.length).toBeGreaterThan(0));
      expect(screen.getByTestId('home-person').textContent?.trim()).toBe('');
      expect(screen.getByRole('heading', { level: 1, name: 'Hoş Geldiniz' })).toBeTruthy();
    } finally {
      fetchStub.restore();
      forgetPerson();
    }
  });
});
