import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS as FLAGS, headlessShellPath } from '../../../scripts/bench/chromium';

/** Debian's Chromium headless shell; `npx playwright install` cannot download browsers here. */
const EXECUTABLE = headlessShellPath();

export interface Browser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** A fresh profile per test file, removed afterwards (with retries: Chromium may still hold files). */
export async function launchBrowser(): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: EXECUTABLE,
    args: FLAGS,
    headless: true,
  });
  return {
    context,
    close: async () => {
      await context.close();
      for (let i = 0; i < 5; i += 1) {
        try {
          fs.rmSync(profile, { recursive: true, force: true });
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    },
  };
}
