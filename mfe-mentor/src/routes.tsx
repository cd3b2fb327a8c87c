// The screens of the mentor remote, exposed as 'mentor/routes': one react-router route object (with an
// ABSOLUTE path) per entry of route-manifest.ts that has a screen here. The shell guards the paths of
// the manifest (it reads them from /remotes.json at run time), loads this module and renders the
// matching route; a manifest path without a screen answers the shell's not-found page.
// Screens only, no loaders/actions: the shell renders matches outside its data router.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeManifest, type MentorPath } from './route-manifest';

const screens: Partial<Record<MentorPath, ComponentType>> = {};

export const routes: RouteObject[] = routeManifest.flatMap(({ path }) => {
  const Screen = screens[path];
  return Screen ? [{ path, element: <Screen /> }] : [];
});

export default routes;
