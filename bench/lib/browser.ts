import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

export { chromiumArgs, chromiumPath };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
