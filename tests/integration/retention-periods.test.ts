/**
 * The privacy notice and the owner's retention setting state the periods of src/lib/retention.ts;
 * the database applies its own (issue #36, DECISIONS 23). Read from the live catalog, so a change
 * on either side fails here until the other follows.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { listMigrations } from '../../local-stack/database';
import { cronJobsIn } from '../../scripts/db-diff/cron-jobs';
import {
  REQUEST_RETENTION,
  TRACKING_MISS_KEPT_MINUTES,
  TRACKING_MISS_MINUTES,
  TRACKING_MISS_PURGE_MINUTES,
} from '../../src/lib/retention';
import { sql } from './support';

describe('retention periods', () => {
  it('keeps requests and spam as long by default as the privacy notice says', async () => {
    const rows = await sql<{ column_name: string; column_default: string }>(
      `select column_name, column_default from information_schema.columns
        where table_schema = 'private' and table_name = 'transport_request_settings'
          and column_name in ('keep_months', 'spam_keep_days')
        order by column_name`,
    );
    expect(rows).toEqual([
      { column_name: 'keep_months', column_default: String(REQUEST_RETENTION.keepMonths.default) },
      {
        column_name: 'spam_keep_days',
        column_default: String(REQUEST_RETENTION.spamKeepDays.default),
      },
    ]);
  });

  it('allows the owner the range the staff screen offers', async () => {
    const rows = await sql<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'private.transport_request_settings'::regclass and contype = 'c'
          and conname in ('transport_request_settings_keep_months',
                          'transport_request_settings_spam_keep_days')
        order by conname`,
    );
    const { keepMonths, spamKeepDays } = REQUEST_RETENTION;
    expect(rows).toEqual([
      {
        name: 'transport_request_settings_keep_months',
        definition: `CHECK (((keep_months >= ${keepMonths.min}) AND (keep_months <= ${keepMonths.max})))`,
      },
      {
        name: 'transport_request_settings_spam_keep_days',
        definition: `CHECK (((spam_keep_days >= ${spamKeepDays.min}) AND (spam_keep_days <= ${spamKeepDays.max})))`,
      },
    ]);
  });

  it('forgets a failed tracking lookup’s address after the minutes the notice says', async () => {
    const rows = await sql<{ same: boolean }>(
      `select private.tracking_miss_window() = make_interval(mins => $1) as same`,
      [TRACKING_MISS_MINUTES],
    );
    expect(rows).toEqual([{ same: true }]);
  });

  it('deletes it at the latest when the notice says: the window plus the purge job’s interval', async () => {
    const hosted = cronJobsIn(listMigrations().map(({ file }) => readFileSync(file, 'utf8')));
    expect(hosted.get('purge-tracking-misses')?.schedule).toBe(
      `*/${TRACKING_MISS_PURGE_MINUTES} * * * *`,
    );
    expect(TRACKING_MISS_KEPT_MINUTES).toBe(TRACKING_MISS_MINUTES + TRACKING_MISS_PURGE_MINUTES);
    // The busy-mode total counts in windows of the same length (no second copy of the 15).
    const [window] = await sql<{ same: boolean }>(
      `select private.tracking_window()
                = floor(extract(epoch from clock_timestamp()) / (60 * $1::int)) as same`,
      [TRACKING_MISS_MINUTES],
    );
    expect(window).toEqual({ same: true });
  });
});
