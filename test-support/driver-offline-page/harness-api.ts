/** What the bench page (harness.ts) offers the Node side as `window.bench`. */
export interface DriverUploadHarness {
  signIn(email: string, password: string): Promise<void>;
  /** Makes `count` camera photos of about `targetBytes` each; their sizes. */
  makePhotos(count: number, targetBytes: number): Promise<number[]>;
  /** Processes the photos and saves a collection report in the outbox. */
  capture(trackingNumber: string): Promise<{
    key: string;
    sizes: number[];
    dimensions: [number, number][];
    processMs: number;
  }>;
  startSender(): void;
  /** Resolves once the outbox is empty: every report accepted by the server. */
  untilSent(): Promise<void>;
  /** Uploads the last processed photos as plain Storage uploads; the time it took, in ms. */
  uploadStraight(trackingNumber: string): Promise<number>;
}

declare global {
  interface Window {
    bench: DriverUploadHarness;
  }
}
