import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@portal/ui/testing';
import { renderRoutes } from '../../../testing/router';
import { resetSession, signIn, USERS, type TestUser } from '../../../testing/session';
import { HomePage } from '../home-page';

function renderHome(user: TestUser) {
  signIn(user);
  return renderRoutes([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
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

  it.each(cases)('%s sees exactly the spec cards and chips', (_name, user, expectedCards, expectedChips) => {
    renderHome(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş Geldiniz' })).toBeTruthy();

    const cards = screen.getAllByTestId('home-card');
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

  it('renders nothing for staff', () => {
    renderHome(USERS.staff);
    expect(screen.queryByText('Hoş Geldiniz')).toBeNull();
    expect(screen.queryAllByTestId('home-card')).toHaveLength(0);
  });
});
