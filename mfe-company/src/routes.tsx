// The screens of the company remote, exposed as 'company/routes' (an array of react-router route objects
// with ABSOLUTE paths). The shell guards each path it knows this remote owns, loads this module and
// renders the matching route; a path listed here but not in the shell's ownership table is never
// reached, and an owned path not listed here answers the shell's not-found page.
// Owns: /dekontlar, /calisanlarim, /calisan-raporlari (role sirket_sahibi).
// Screens only, no loaders/actions: the shell renders matches outside its data router.
import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [];

export default routes;
