// A browser step waits on a real server and Chromium: generous on a loaded CI machine, while each
// Playwright step still fails first with its own message (harness.ts). Set here because Jest reads
// `testTimeout` from the root config only; a project's own is silently ignored.
import { jest } from '@jest/globals';

jest.setTimeout(120_000);
