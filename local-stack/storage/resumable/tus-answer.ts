/**
 * An answer in @tus/server's shape (its handlers send `status_code` with the plain-text `body`),
 * thrown as an Error. Hosted answers its own refusals on TUS routes the same way: the real status
 * and the bare message (supabase/storage src/http/routes/tus/lifecycle.ts `getTusError`).
 */
export class TusAnswer extends Error {
  readonly status_code: number;
  readonly body: string;

  constructor(answer: { status_code: number; body: string }) {
    super(answer.body);
    this.status_code = answer.status_code;
    this.body = answer.body;
  }
}
