import type { Db } from "../db/db";
import {
  writeSubmissions,
  type Submission,
  type SubmitOutcome,
} from "../repos/submissions";

/** Most submissions committed together. */
const MAX_BATCH = 200;

interface Queued extends Submission {
  resolve(outcome: SubmitOutcome): void;
  reject(error: unknown): void;
}

/**
 * Group commit: submissions arriving while a commit is under way are written
 * together in the next transaction, so a burst costs one commit and a few
 * statements instead of that many each. Each caller's promise resolves only
 * after its row is committed. If a batch fails, its items are retried one by
 * one, so one bad item cannot fail the others.
 */
export class SubmissionQueue {
  private queue: Queued[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    /** Told of each committed outcome (Insights counts the stored ones). */
    private readonly onOutcome: (outcome: SubmitOutcome) => void = () => {},
  ) {}

  submit(submission: Submission): Promise<SubmitOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...submission, resolve, reject });
      if (this.flushing) return;
      this.flushing = true;
      // PGlite runs each statement synchronously, so while it writes no other
      // request is even read. Starting after the pending I/O events lets the
      // requests that arrived meanwhile join this batch instead of each
      // paying for a transaction of its own (batches of 1 capped the submit
      // call at about 400/s; see bench/RESULTS.md).
      setImmediate(() => void this.flush());
    });
  }

  private settle(item: Queued, outcome: SubmitOutcome) {
    this.onOutcome(outcome);
    item.resolve(outcome);
  }

  private async flush() {
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const outcomes = await writeSubmissions(this.db, batch);
        batch.forEach((item, i) => this.settle(item, outcomes[i]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else
          for (const item of batch)
            await writeSubmissions(this.db, [item]).then(
              ([outcome]) => this.settle(item, outcome!),
              item.reject,
            );
      }
    }
    this.flushing = false;
  }
}
