// Issue 16 in a browser: staff approve an application from the admin table and the row's status
// chip is seen to animate into its new state (fading and growing in, then settled); with the
// system's reduced motion the same change is immediate. The rest of the suite runs with reduced
// motion (harness.ts), so nothing else waits on an animation.
import { expect, test } from '@jest/globals';
import { browserSuite } from '../browser-suite';
import { confirmDecision, newContext, type Page, signIn } from '../harness';

const suite = browserSuite();

/** The lowest opacity and scale any approved chip shows, sampled every frame until `stop()`. */
async function startSampling(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __motion: { minOpacity: number; minScale: number; frames: number; run: boolean } };
    w.__motion = { minOpacity: 1, minScale: 1, frames: 0, run: true };
    const tick = () => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-status-motion="ONAY"]')) {
        const style = getComputedStyle(el);
        w.__motion.minOpacity = Math.min(w.__motion.minOpacity, Number(style.opacity));
        const matrix = style.transform === 'none' ? null : new DOMMatrixReadOnly(style.transform);
        if (matrix) w.__motion.minScale = Math.min(w.__motion.minScale, matrix.a);
      }
      w.__motion.frames++;
      if (w.__motion.run) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function stopSampling(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __motion: { minOpacity: number; minScale: number; frames: number; run: boolean } };
    w.__motion.run = false;
    return w.__motion;
  });
}

/** Approves the first application waiting in review from its row's quick button; its title. */
async function approveOne(page: Page) {
  await page.goto('/admin/applications');
  const table = page.getByRole('table', { name: 'Başvurular' });
  await table.locator('[role="status"]').waitFor({ state: 'detached' });
  const approve = table.getByRole('button', { name: /^Onayla: / }).first();
  const title = (await approve.getAttribute('aria-label'))!.replace(/^Onayla: /, '');
  // The row by its actions menu, which stays after the decision (the quick buttons go).
  const row = table.locator('tr', { has: page.getByRole('button', { name: `İşlemler: ${title}` }) });
  await approve.click();
  await startSampling(page);
  await confirmDecision(page);
  // Settled: the row's chip says approved and is fully there.
  const settled = row.locator('[data-status-motion="ONAY"]');
  await settled.waitFor();
  await page.waitForFunction(
    (el) => el !== null && getComputedStyle(el).opacity === '1' && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(el).transform),
    await settled.elementHandle(),
  );
  await page.waitForTimeout(100);
  return { title, sampled: await stopSampling(page) };
}

test('approving in the admin table animates the status chip; with reduced motion it changes at once', async () => {
  const moving = await (await newContext(suite.browser, suite.portal, { reducedMotion: 'no-preference' })).newPage();
  await signIn(moving, 'admin');
  const first = await approveOne(moving);
  // Seen in between: the new chip faded and grew in before it settled.
  expect(first.sampled.frames).toBeGreaterThan(3);
  expect(first.sampled.minOpacity).toBeLessThan(0.9);
  expect(first.sampled.minScale).toBeLessThan(0.95);

  const still = await (await newContext(suite.browser, suite.portal)).newPage();
  await signIn(still, 'admin');
  const second = await approveOne(still);
  expect(second.title).not.toBe(first.title);
  expect(second.sampled.frames).toBeGreaterThan(3);
  expect(second.sampled.minOpacity).toBe(1);
  expect(second.sampled.minScale).toBe(1);
});
