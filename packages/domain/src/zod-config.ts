// Imported first by the package's index. In a browser, zod's object parser would compile itself
// with `new Function` and, to know whether it may, calls `Function('')` once: the portal's
// Content-Security-Policy forbids both ('unsafe-eval' is not allowed), and the probe alone files a
// CSP violation report. jitless skips the probe and the compiled path (same results, interpreted).
import { z } from 'zod';

if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
