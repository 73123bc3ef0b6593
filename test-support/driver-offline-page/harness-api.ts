/** processPhoto's answer as the Node side sees it (the photo's first 4 KB as numbers). */
export type PhotoSummary =
  | { ok: false; reason: string }
  | {
      ok: true;
      width: number;
      height: number;
      type: string;
      size: number;
      capturedAt: string | null;
      head: number[];
    };

/**
 * What the bench page (harness.ts) offers the Node side as `window.bench`; the photo test
 * (tests/unit/driver-photo-browser.test.ts) uses the same page.
 */
export interface DriverUploadHarness {
  /** processPhoto on a picked file with these bytes and this type. */
  processBytes(bytes: number[], type: string): Promise<PhotoSummary>;
  /** processPhoto on a "JPEG" of `size` zero bytes. */
  processZeros(size: number): Promise<PhotoSummary>;
  /** processPhoto on one of the photos makePhotos made. */
  processCameraPhoto(index: number): Promise<PhotoSummary>;
  /** Signs the driver in against `supabaseUrl` and starts the sender there (stopping any other). */
  connect(supabaseUrl: string, email: string, password: string): Promise<void>;
  /** Makes `count` camera photos of about `targetBytes` each; their sizes. */
  makePhotos(count: number, targetBytes: number): Promise<number[]>;
  /** Processes the photos and saves a collection report in the outbox. */
  capture(trackingNumber: string): Promise<{
    key: string;
    sizes: number[];
    dimensions: [number, number][];
    processMs: number;
  }>;
  /** Once the outbox is empty (every report accepted): ms since the page's last 'online' event. */
  untilSent(): Promise<number>;
  /** Uploads the last processed photos as plain Storage uploads, `atOnce` at a time; in ms. */
  uploadStraight(trackingNumber: string, atOnce: number): Promise<number>;
}

declare global {
  interface Window {
    bench: DriverUploadHarness;
  }
}
