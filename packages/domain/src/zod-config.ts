// Imported first by the package's entries (index.ts, core.ts). In a browser, zod's object parser would compile itself
// with `new Function` and, to know whether it may, calls `Function('')` once: the portal's
// Content-Security-Policy forbids both ('unsafe-eval' is not allowed), and the probe alone files a
// CSP violation report. jitless skips the probe and the compiled path (same results, interpreted).
// zod 4 core's config: one setting for zod and zod/mini alike.
import { config } from 'zod/v4/core';

if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });
