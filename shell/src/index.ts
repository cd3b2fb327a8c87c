// Async boundary: the federation runtime negotiates shared singletons before any app code runs.
// The deployment's settings come from /portal-config.json (the server answers it; a JSON file rather
// than an inline script, which the Content-Security-Policy forbids). Missing or broken: the
// build-time defaults apply (see config/env.ts). The app's code and its shared packages download
// while that request runs (no waterfall); the app renders once both are in.
import { loadPortalConfig } from './config/env';

const app = import(/* webpackChunkName: "bootstrap" */ './bootstrap');
void Promise.all([app, loadPortalConfig()]).then(([m]) => m.mount());
