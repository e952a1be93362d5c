// What pg_cron's and pg_net's background workers do on hosted Supabase, for the local stack: once a
// minute, every active job in cron.job whose schedule matches the minute runs its command (as the
// stack's database user, in a transaction of its own), and each run is recorded in
// cron.job_run_details as pg_cron records it (status succeeded with the command's tag and row count, or
// failed with the error); then the requests net.http_post queued and committed are sent, and each
// answer (or the error) lands in net._http_response under the request's id. The tables and functions
// are bootstrap.sql's; the migrations schedule jobs with cron.schedule as they would on Supabase.
import type { Database } from '../db/database.ts';
import { isDue, parseSchedule, ScheduleError } from './schedule.ts';

type Job = { jobid: string; schedule: string; command: string; database: string; username: string };
type QueuedRequest = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
};

export type SchedulerOptions = {
  db: Database;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** The clock (tests). */
  now?: () => Date;
};

/** How many queued requests one pass sends, as pg_net's batch_size. */
const REQUEST_BATCH = 200;
const MINUTE_MS = 60_000;

/** pg_cron's return_message for a statement: its command tag, as psql prints it ("SELECT 1", "DELETE 3"). */
function commandTag(command: string, rowCount: number, rowsReturned: number): string {
  const verb = /^\s*(?:--[^\n]*\n\s*)*(\w+)/.exec(command)?.[1]?.toUpperCase() ?? 'COMMAND';
  if (verb === 'SELECT' || verb === 'WITH') return `SELECT ${rowsReturned}`;
  if (verb === 'INSERT') return `INSERT 0 ${rowCount}`;
  if (verb === 'UPDATE' || verb === 'DELETE') return `${verb} ${rowCount}`;
  return verb;
}

export function createScheduler(options: SchedulerOptions) {
  const { db } = options;
  const http = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.error(`[local-supabase cron] ${message}`));
  const now = options.now ?? (() => new Date());
  /** The last minute ticked (ms since the epoch, floored): a minute runs its jobs once. */
  let lastMinute = -1;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function runJob(job: Job, startedAt: Date): Promise<void> {
    const {
      rows: [run],
    } = await db.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, $2, $3, $4, $5, 'running', $6) returning runid`,
      [job.jobid, process.pid, job.database, job.username, job.command, startedAt],
    );
    let status = 'succeeded';
    let message: string;
    try {
      const result = await db.transaction((tx) => tx.query(job.command));
      message = commandTag(job.command, result.rowCount, result.rows.length);
    } catch (error) {
      status = 'failed';
      message = error instanceof Error ? error.message : String(error);
    }
    await db.query(
      `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1`,
      [run!.runid, status, message],
    );
  }

  /** Sends what net.http_post queued (committed requests only: the queue is read after each job). */
  async function sendRequests(): Promise<void> {
    for (;;) {
      const { rows } = await db.query<QueuedRequest>(
        `delete from net.http_request_queue q where q.id in (
           select id from net.http_request_queue order by id limit ${REQUEST_BATCH})
         returning q.id, q.method, q.url, q.headers, q.body, q.timeout_milliseconds`,
      );
      if (rows.length === 0) return;
      for (const request of rows) {
        let answer: [
          number | null,
          string | null,
          Record<string, string> | null,
          string | null,
          boolean,
          string | null,
        ];
        try {
          const response = await http(request.url, {
            method: request.method,
            headers: request.headers,
            body: request.body ? Buffer.from(request.body) : undefined,
            signal: AbortSignal.timeout(request.timeout_milliseconds),
          });
          answer = [
            response.status,
            response.headers.get('content-type'),
            Object.fromEntries(response.headers),
            await response.text(),
            false,
            null,
          ];
        } catch (error) {
          const timedOut = error instanceof Error && error.name === 'TimeoutError';
          answer = [
            null,
            null,
            null,
            null,
            timedOut,
            timedOut
              ? `Timeout of ${request.timeout_milliseconds} ms reached`
              : error instanceof Error
                ? error.cause instanceof Error
                  ? error.cause.message
                  : error.message
                : String(error),
          ];
        }
        await db.query(
          `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [request.id, ...answer],
        );
      }
    }
  }

  /** Runs the jobs due in the minute `at` falls in (once per minute, however often it is called). */
  async function tick(at: Date = now()): Promise<void> {
    const minute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
    if (minute <= lastMinute) return;
    lastMinute = minute;
    const { rows: jobs } = await db.query<Job>(
      `select jobid::text, schedule, command, database, username from cron.job where active order by jobid`,
    );
    for (const job of jobs) {
      let due: boolean;
      try {
        due = isDue(parseSchedule(job.schedule), new Date(minute));
      } catch (error) {
        // cron.schedule checks only the shape; a value out of range is found here, and said once a minute
        // as pg_cron would never have taken it.
        if (!(error instanceof ScheduleError)) throw error;
        log(`job ${job.jobid}: ${error.message}`);
        continue;
      }
      if (due) await runJob(job, now());
    }
    await sendRequests();
  }

  /** One tick at a time: a tick still running when the next minute starts is waited for. */
  const tickOnce = () => {
    running = running.then(() => tick()).catch((error: unknown) => log(`tick failed: ${String(error)}`));
    return running;
  };

  return {
    tick,
    sendRequests,
    /** Ticks at the start of every minute until stop(). */
    start(): void {
      const schedule = () => {
        const wait = MINUTE_MS - (now().getTime() % MINUTE_MS);
        timer = setTimeout(() => {
          void tickOnce();
          schedule();
        }, wait);
        timer.unref();
      };
      schedule();
    },
    async stop(): Promise<void> {
      clearTimeout(timer);
      await running;
    },
  };
}
