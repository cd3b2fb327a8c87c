// The screens of the applicant remote, exposed as 'applicant/routes' (an array of react-router route objects
// with ABSOLUTE paths). The shell guards each path it knows this remote owns, loads this module and
// renders the matching route; a path listed here but not in the shell's ownership table is never
// reached, and an owned path not listed here answers the shell's not-found page.
// Owns: /cagrilar, /cagri/:cagriId/basvur, /basvuru-basarili, /my-applications, /basvuru/:basvuruId/raporlar (+ /reports), /basvuru/:basvuruId/rapor/yeni,
// /basvuru/:basvuruId/mentorlar, /kaynaklar, /kaynak/:kaynakId/rezervasyon/yeni, /my-reservations,
// /rezervasyon/:rezervasyonId/guncelle, /my-evaluations.
// Screens only, no loaders/actions: the shell renders matches outside its data router.
import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [];

export default routes;
