/**
 * GoTrue's per-client limit on /token (internal/api/apilimiter/apilimiter.go `Token`,
 * middleware.go `performRateLimiting`): a token bucket per client address holding 30 requests
 * that refills at GOTRUE_RATE_LIMIT_TOKEN_REFRESH per 5 minutes; buckets are forgotten after an
 * hour unused. Over it: 429 `over_request_rate_limit` "Request rate limit reached".
 */
import type { IncomingMessage } from 'node:http';

import { AuthApiError } from './errors';
import { header } from './request';

const BURST = 30;
const WINDOW_SECONDS = 5 * 60;
const FORGET_AFTER_MS = 60 * 60 * 1000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** golang.org/x/time/rate's Allow(), which tollbooth calls per key. */
export class TokenBucket {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    perFiveMinutes: number,
    private readonly now: () => number = Date.now,
    private readonly burst = BURST,
  ) {
    this.perMs = perFiveMinutes / WINDOW_SECONDS / 1000;
  }

  allow(key: string): boolean {
    const now = this.now();
    this.forgetIdle(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) * this.perMs);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private forgetIdle(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedAt > FORGET_AFTER_MS) this.buckets.delete(key);
    }
  }
}

/**
 * The client a request is counted against: the first value of `limitHeader` (GoTrue's
 * GOTRUE_RATE_LIMIT_HEADER, which must be a header the trusted proxy sets), else the socket
 * address. GoTrue skips limiting when the header is missing; this service is only reached
 * through our gateway or a test that mounts it, where the socket is the client itself.
 */
function clientKey(req: IncomingMessage, limitHeader: string): string {
  const fromHeader = header(req, limitHeader)?.split(',')[0]?.trim();
  if (fromHeader) return fromHeader;
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

function overRequestRateLimit(): AuthApiError {
  return new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

/** middleware.go `limitHandler`: one request from this client, or 429 when its bucket is empty. */
export function takeFromBucket(
  bucket: TokenBucket | null,
  req: IncomingMessage,
  limitHeader: string | undefined,
): void {
  if (!bucket || limitHeader === undefined) return;
  if (!bucket.allow(clientKey(req, limitHeader))) throw overRequestRateLimit();
}
