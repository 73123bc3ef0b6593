/**
 * Cumulative layout shift of one page load under Lighthouse's mobile throttling, measured in
 * Chromium with a PerformanceObserver. Lighthouse's own CLS cannot be used for this: its
 * mobile preset simulates the throttling after an unthrottled load (so the page settles before
 * a slow phone would have painted anything) and it cannot wait for a selector (the tracking
 * result). Here the throttling is real (CDP: CPU 4× slower, Lighthouse's slow-4G latency and
 * throughput, its 412 × 823 mobile screen) and the load ends when `readySelector` is visible
 * and the network is idle. Each shift keeps what moved (`entry.sources`), to find the cause.
 */
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser } from 'playwright-core';

interface ShiftSource {
  /** tag#id.class of the node that moved, or null when it was already gone. */
  node: string | null;
  previousRect: { x: number; y: number; width: number; height: number };
  currentRect: { x: number; y: number; width: number; height: number };
}

interface LayoutShift {
  /** ms since navigation start. */
  startTime: number;
  value: number;
  sources: ShiftSource[];
}

export interface LayoutShiftResult {
  /** Largest session window (gaps under 1 s, at most 5 s long), as the CLS metric defines it. */
  cls: number;
  shifts: LayoutShift[];
}

/** Lighthouse's mobile screen (its constants.js screenEmulationMetrics.mobile, a Moto G Power). */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const NETWORK = throttling.mobileSlow4G;

/**
 * Collects every layout shift from the start of the document (buffered), describing each
 * source node when the shift happens: a string, because tsx would wrap a function in helpers
 * the page lacks.
 */
const RECORD_SHIFTS = `(() => {
  window.__layoutShifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : null;
    const id = node.id ? '#' + node.id : '';
    const classes = typeof node.className === 'string' && node.className.trim()
      ? '.' + node.className.trim().split(/\\s+/).slice(0, 4).join('.') : '';
    return node.tagName.toLowerCase() + id + classes;
  };
  const rect = (r) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        startTime: entry.startTime,
        value: entry.value,
        sources: (entry.sources || []).map((source) => ({
          node: describe(source.node),
          previousRect: rect(source.previousRect),
          currentRect: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** CLS as web-vitals computes it: the largest burst of shifts. */
function largestSessionWindow(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Loads `url` cold under mobile throttling and returns its layout shifts. */
export async function measureLayoutShift(
  browser: Browser,
  url: string,
  readySelector?: string,
): Promise<LayoutShiftResult> {
  const context = await browser.newContext({
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: NETWORK.cpuSlowdownMultiplier });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.requestLatencyMs,
      downloadThroughput: (NETWORK.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (NETWORK.uploadThroughputKbps * 1024) / 8,
    });
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (readySelector) {
      await page.locator(readySelector).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }
    // The observer's callback runs after the frame that shifted: let two more frames pass.
    const shifts = await page.evaluate<LayoutShift[]>(`new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShifts))))`);
    return { cls: largestSessionWindow(shifts), shifts };
  } finally {
    await context.close();
  }
}
