import { useUnopenedCount } from '../api/use-unopened-count';

/**
 * Asks how many requests are still unopened and leaves the answer in the query cache, where
 * the admin nav's badge reads it (the nav's frame is on a cold /login too, without the data
 * client).
 */
export function AskUnopenedCount() {
  useUnopenedCount(true);
  return null;
}
