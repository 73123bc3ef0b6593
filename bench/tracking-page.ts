/**
 * Tracking page: time from submit to result cards painted, production build against the
 * local stack, in headless Chromium. Measured in the page (performance.now() at the click
 * → the frame after the result heading appears), median and p90 of LOOKUPS lookups.
 */
import path from 'node:path';

import { chromium } from 'playwright-core';

import { chromiumArgs, resolveChromium } from '../dev-support/chromium';
import { serveStatic, type StaticHost } from '../dev-support/static-host';
import { buildSite } from '../scripts/build-site';
import { progress, row, type ScenarioResult } from './report';
import { percentile } from './stats';
import { benchStack, tempFolder } from './support';

const LOOKUPS = 20;
const NUMBERS = ['482913', '731546', '205874', '619037', '158302'];

export async function runTrackingPage(): Promise<ScenarioResult> {
  const stack = await benchStack();
  const folder = await tempFolder('tracking-page');
  const dist = path.join(folder.dir, 'dist');
  let server: StaticHost | undefined;
  const { executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    progress('tracking page', 'building the site against the stack…');
    await buildSite({
      outDir: dist,
      quiet: true,
      env: { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    });
    // The host reads the folder when created: after the build.
    server = await serveStatic(dist, 'files-first');
    const site = server.url;
    const page = await browser.newPage();
    await page.goto(`${site}/en/tracking`);
    await page.getByRole('button', { name: 'Track shipment' }).waitFor();
    // Warm-up: the lookup's code chunk and the first connection are not what is measured.
    await page.goto(`${site}/en/tracking?id=${NUMBERS[0]}`);
    await page.getByRole('heading', { name: `Shipment ${NUMBERS[0]}` }).waitFor();

    const samples: number[] = [];
    for (let index = 0; index < LOOKUPS; index += 1) {
      const number = NUMBERS[(index + 1) % NUMBERS.length] ?? '';
      const input = page.getByLabel('Tracking number');
      await input.fill(number);
      // A string, not a function: tsx would wrap named functions in a helper the page lacks.
      const ms = await page.evaluate<number>(`new Promise((resolve) => {
        const button = document.querySelector('button[type="submit"]');
        const start = performance.now();
        button.click();
        const check = () => {
          const heading = document.getElementById('shipment-heading');
          if (heading && heading.textContent === 'Shipment ${number}') {
            // The frame that shows it.
            requestAnimationFrame(() => resolve(performance.now() - start));
          } else requestAnimationFrame(check);
        };
        check();
      })`);
      samples.push(ms);
    }
    samples.sort((a, b) => a - b);
    progress(
      'tracking page',
      `submit → cards painted: median ${percentile(samples, 50).toFixed(1)} ms`,
    );
    return {
      rows: [
        row(
          'tracking page',
          'submit → result cards painted, median of 20',
          percentile(samples, 50),
          'ms',
          { below: 150 },
        ),
        row('tracking page', 'submit → result cards painted, p90', percentile(samples, 90), 'ms'),
      ],
      details: { samples },
    };
  } finally {
    await browser.close();
    await server?.close();
    await stack.stop();
    await folder.remove();
  }
}
