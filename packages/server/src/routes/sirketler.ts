// GET sirketler/{id}/ (spec 7 Applicant; the apply screen shows the caller's company name, the
// owner's employees page lists the members): members of the company and staff read {id, adi, aktif};
// the company's owner (sahip) and staff also get `uyeler`. Anyone else: 404.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIRKET_ROLLERI } from '@portal/domain';
import { companies, companyMembers, users } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { canReadCompany, canSeeCompanyMembers, membershipOf } from '../policies';
import { routeId } from '../services/route-ids';

const ZMember = z.object({
  id: z.number(),
  rol: z.enum(SIRKET_ROLLERI),
  user: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    telefon: z.string(),
  }),
});

export const ZCompany = z.object({
  id: z.number(),
  adi: z.string(),
  aktif: z.boolean(),
  /** Only for the company's owner and staff. */
  uyeler: z.array(ZMember).optional(),
});

const sirketler: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sirketler/:id/',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['sirketler'],
        summary: 'A company: members and staff read it; its owner and staff also see the members',
        params: z.object({ id: z.string() }),
        response: { 200: ZCompany },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = routeId(request.params.id);
      const [company] = await app.db
        .select({ id: companies.id, adi: companies.adi, aktif: companies.aktif })
        .from(companies)
        .where(eq(companies.id, id));
      if (!company) throw ApiError.notFound();
      const [membership] = await app.db
        .select({ rol: companyMembers.rol })
        .from(companyMembers)
        .where(membershipOf(user.id, id));
      if (!canReadCompany(user, membership ?? null)) throw ApiError.notFound();
      if (!canSeeCompanyMembers(user, membership ?? null)) return company;
      const members = await app.db
        .select({
          id: companyMembers.id,
          rol: companyMembers.rol,
          user: {
            id: users.id,
            first_name: users.first_name,
            last_name: users.last_name,
            username: users.username,
            email: users.email,
            telefon: users.telefon,
          },
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.user_id))
        .where(eq(companyMembers.sirket_id, id))
        .orderBy(asc(companyMembers.id));
      return { ...company, uyeler: members.map((m) => ({ ...m, rol: m.rol as (typeof SIRKET_ROLLERI)[number] })) };
    },
  );
};

export default sirketler;
