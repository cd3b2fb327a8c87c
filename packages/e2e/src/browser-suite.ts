// Jest's side of the harness: a test file's portal and browser, started before its tests and stopped
// after them. Apart from harness.ts, which scripts outside Jest (the bundle report) import too.
import { afterAll, beforeAll } from '@jest/globals';
import { launchBrowser, startPortal, type Browser, type Portal } from './harness';
import { smtpEnv, startSmtpCapture, type SmtpCapture } from './smtp-capture';

/**
 * The portal (demo data, its own database) and a browser for one test file: started before its
 * tests, stopped after them. Read `suite.portal` / `suite.browser` inside the tests.
 */
export function browserSuite(options: Parameters<typeof startPortal>[0] = {}) {
  const suite = {} as { portal: Portal; browser: Browser };
  beforeAll(async () => {
    [suite.portal, suite.browser] = await Promise.all([startPortal(options), launchBrowser()]);
  }, 240_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
  });
  return suite;
}

/**
 * As browserSuite, with a real SMTP server (smtp-capture.ts) started first and the portal sending
 * its e-mail to it: read `suite.smtp` for what arrived.
 */
export function mailingBrowserSuite() {
  const suite = {} as { portal: Portal; browser: Browser; smtp: SmtpCapture };
  beforeAll(async () => {
    suite.smtp = await startSmtpCapture();
    [suite.portal, suite.browser] = await Promise.all([startPortal({ env: smtpEnv(suite.smtp) }), launchBrowser()]);
  }, 240_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
    await suite.smtp?.stop();
  });
  return suite;
}
