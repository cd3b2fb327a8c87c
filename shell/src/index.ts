// Async boundary: the federation runtime negotiates shared singletons before any app code runs.
// First the deployment's settings: /portal-config.json (the server answers it; a JSON file rather
// than an inline script, which the Content-Security-Policy forbids). Missing or broken: the
// build-time defaults apply (see config/env.ts).
import { loadPortalConfig } from './config/env';

void loadPortalConfig().finally(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
