import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  devices,
  expect,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  test,
} from '@playwright/test';
import { expectNoSeriousAxeFindings } from './support/axe';
import { demoLinks } from './support/demo';
import { writeQrVideo } from './support/fake-camera';
import { LANGS, type Lang, texts, useLanguage } from './support/journey';

// The scanner in real Chromium with its fake camera playing a video of a generated QR code. Chromium on
// Linux has no BarcodeDetector, so this is the library's path, the one an iPhone takes.
const dir = mkdtempSync(join(tmpdir(), 'sufra-scanner-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Launch = Pick<PlaywrightWorkerArgs, 'playwright'> & Pick<PlaywrightWorkerOptions, 'launchOptions'>;

/** A browser of the run's own kind (config's executable and args) whose camera shows a QR code of `text`. */
async function phoneShowing(
  { playwright, launchOptions }: Launch,
  baseURL: string,
  text: string,
  camera: 'granted' | 'denied',
) {
  const video = join(dir, `${test.info().testId}.y4m`);
  writeQrVideo(video, text);
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
    // Without a grant, headless Chromium answers the camera prompt with a refusal, as a diner tapping "Block".
    permissions: camera === 'granted' ? ['camera'] : [],
  });
  return { browser, page: await context.newPage() };
}

const TABLE: Record<Lang, number> = { ar: 2, en: 4 };

for (const lang of LANGS) {
  test.describe(`the QR scanner (${lang})`, () => {
    test('reads a table QR code from the camera and opens that table', async ({
      playwright,
      launchOptions,
      baseURL,
    }) => {
      const { t, item } = texts(lang);
      const table = demoLinks().tables.find((x) => x.number === TABLE[lang])!;
      const { browser, page } = await phoneShowing(
        { playwright, launchOptions },
        baseURL!,
        table.url,
        'granted',
      );
      try {
        const decoderChunks: string[] = [];
        page.on('request', (r) => {
          if (/\/assets\/(worker-decoder|qr-scanner-worker)[^/]*\.js$/.test(r.url()))
            decoderChunks.push(r.url());
        });
        await useLanguage(page, lang);
        await page.goto('/qr-code');
        await expect(page.getByRole('heading', { level: 1, name: t('scanner:title') })).toBeVisible();

        await expect(
          page.getByRole('heading', {
            level: 1,
            name: t('welcome:title', { name: item('Najd House', 'بيت نجد') }),
          }),
        ).toBeVisible();
        await expect(page.getByText(t('welcome:badge.table', { number: TABLE[lang] }))).toBeVisible();
        await expect(page).toHaveURL(/\/welcome\/najd-house-\d+$/);
        // The library and its worker came with the scanner (no BarcodeDetector here).
        expect(decoderChunks).toHaveLength(2);
      } finally {
        await browser.close();
      }
    });

    test('refuses a QR code of another site and keeps scanning', async ({
      playwright,
      launchOptions,
      baseURL,
    }) => {
      const { t } = texts(lang);
      const { browser, page } = await phoneShowing(
        { playwright, launchOptions },
        baseURL!,
        'https://example.com/x',
        'granted',
      );
      try {
        await useLanguage(page, lang);
        await page.goto('/qr-code');
        await expect(page.getByRole('alert')).toHaveText(t('scanner:invalid'));
        await expect(page.getByRole('status')).toHaveText(t('scanner:scanning'));
        await expect(page.getByRole('region', { name: t('scanner:cameraLabel') })).toBeVisible();
        await expect(page).toHaveURL(/\/qr-code$/);
        await expectNoSeriousAxeFindings(page);
      } finally {
        await browser.close();
      }
    });

    test('says the camera was denied, and leads back', async ({ playwright, launchOptions, baseURL }) => {
      const { t } = texts(lang);
      const table = demoLinks().tables[0]!;
      const { browser, page } = await phoneShowing(
        { playwright, launchOptions },
        baseURL!,
        table.url,
        'denied',
      );
      try {
        await useLanguage(page, lang);
        await page.goto('/qr-code');
        await expect(page.getByRole('status')).toHaveText(t('scanner:denied'));
        await expect(page.getByRole('button', { name: t('common:actions.retry') })).toBeVisible();
        await expectNoSeriousAxeFindings(page);
        await page.getByRole('link', { name: t('common:actions.backToWelcome') }).click();
        await expect(page).toHaveURL(/\/welcome$/);
      } finally {
        await browser.close();
      }
    });
  });
}
