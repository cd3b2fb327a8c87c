// Jest's side of the server test world: a test file's app and demo world, built before its tests and
// closed after them (world.ts and test-app.ts stay free of Jest: the e2e harness imports them too).
import { afterAll, beforeAll } from '@jest/globals';
import type { Config } from '../env';
import { worldRequests, type WorldRequests } from './requests';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app';
import { createWorld, type World } from './world';

/**
 * Builds the test app (with `overrides` of its config) and the demo world before the file's tests,
 * hands both to `use` (the file keeps them in its own `t` and `w`), and closes the app after the tests.
 * A file's own beforeAll declared after this call runs after it, with both in place.
 * Returns requests as the world's actors against that app (usable once the tests run).
 */
export function worldSuite(use: (t: TestContext, w: World) => void, overrides: Partial<Config> = {}, options: TestAppOptions = {}): WorldRequests {
  let app: TestContext | undefined;
  let world: World | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides, options);
    world = await createWorld(app);
    use(app, world);
  }, 60_000);
  afterAll(async () => app?.close());
  return worldRequests(() => {
    if (!app || !world) throw new Error('worldSuite: the app and world exist only once the tests run');
    return { t: app, w: world };
  });
}
