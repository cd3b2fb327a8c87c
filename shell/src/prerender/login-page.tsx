// Build time, in Node (@portal/mf-config's PrerenderPlugin runs it through tsx and reads what it
// prints): the login page as the browser's first render draws it, so that /login arrives drawn and
// can be typed into at once, while the app's code still downloads (issue 13: usable under 500 ms).
// The browser then hydrates it (bootstrap.tsx). For that to keep the prerendered DOM (and what the
// user typed), this tree must be App's (app/app.tsx): StrictMode, UiProvider, the router at /login,
// with React Router's server pair of createBrowserRouter + RouterProvider. What the build cannot know
// waits for the render after hydration (useHydrated in @portal/ui). The e2e suite's login tests
// fail on any hydration error.
//
// Prints JSON { title, head, root }: the page's <title>, a <style> of the CSS the page's components
// insert (emotion's; it adopts the element and does not insert the rules again), and #root's markup.
import { UiProvider } from '@portal/ui/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createAppRoutes } from '../app/routes';
import { documentTitle, SHELL_TITLES } from '../features/layout/document-title';

/** /login never loads a remote or the remote map: asking for either is a build error. */
const notAtLogin = (): never => {
  throw new Error('the login page loaded a remote');
};

export interface PrerenderedPage {
  title: string;
  head: string;
  root: string;
}

export async function prerenderLoginPage(): Promise<PrerenderedPage> {
  const handler = createStaticHandler(createAppRoutes({ load: notAtLogin, forgetFailed: notAtLogin }, { load: notAtLogin }));
  const context = await handler.query(new Request('http://portal.invalid/login'));
  if (context instanceof Response) throw new Error(`/login answered ${context.status}`);
  const html = renderToString(
    <StrictMode>
      <UiProvider linkedThemeCss>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </UiProvider>
    </StrictMode>,
  );
  // Emotion renders the rules of each component in a <style data-emotion="css <ids>"> before it, and
  // a <style data-emotion="css-global <id>"> per global block (with the theme CSS linked, only the
  // cascade layers' order); in the browser it moves them to the head before React hydrates, and
  // adopts them. The components' rules are gathered into one; the global ones stay as they are
  // (emotion's Global looks for its own element).
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const root = html.replace(/<style data-emotion="(css|css-global) ([^"]+)">([^<]*)<\/style>/g, (tag, kind: string, names: string, css: string) => {
    if (kind === 'css-global') globals.push(tag);
    else {
      ids.push(names);
      rules.push(css);
    }
    return '';
  });
  if (/<style/.test(root)) throw new Error('the login page rendered a <style> that is not an emotion insertion');
  const head = `${globals.join('')}<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`;
  return { title: documentTitle(SHELL_TITLES.login), head, root };
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(JSON.stringify(await prerenderLoginPage()));
