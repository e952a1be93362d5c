// The virtual users of the load test (run-load.ts), run in a worker thread so the load generator has
// its own event loop and does not steal the stack's. It measures what a signed-in browser waits for on
// each step of the app's main journey, with every user active at the same moment:
//   sign-in       POST /auth/v1/token?grant_type=password
//   submit        POST /rest/v1/rpc/submit_assessment {answers, submission_id}
//   get_report    POST /rest/v1/rpc/get_report {report_id}  (must be {status:'ok'} and this user's report)
//   list reports  GET  /rest/v1/reports?select=id,overall_score&order=created_at.desc  (only their reports)
// All users start together (Promise.all over one async loop per user, plain fetch over keep-alive), each
// repeats the journey for at most `iterations` rounds and starts no round after `seconds`; every request
// is aborted after `requestTimeoutMs`. So the run is bounded in requests and in time.
// A response that is not 2xx, or is 2xx with the wrong data, is an error; the user who met it stops
// (the run has failed anyway) and the first few errors are posted back verbatim.
// With `hostile`, attackers run beside the users (hostile-requests.mjs), paced so that hostile requests
// stay `share` of all requests, until the users are done; each hostile answer must be one of the
// statuses its kind lists, anything else (a 5xx, a timeout) is an error of the run.
// workerData: { url, anonKey, users: [{ id, email, password, address, plan: [...] }], firstRound, iterations,
//               seconds, requestTimeoutMs, hostile?: { attackers: [address], share, victim } }
// Posts back: { latencies: { step: ms[] }, errors: { step: count }, errorSamples: string[], requests, wallMs, rounds,
//               hostile: { [kind]: { sent, statuses: { status: count }, unhandled } } }
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { HOSTILE_KINDS, attackerHeaders } from './hostile-requests.mjs';

const STEPS = ['sign-in', 'submit_assessment', 'get_report', 'list reports', 'whole round'];
const MAX_ERROR_SAMPLES = 10;

const { url, anonKey, users, firstRound = 0, iterations, seconds, requestTimeoutMs, hostile } = workerData;

const latencies = Object.fromEntries(STEPS.map((step) => [step, []]));
const errors = Object.fromEntries(STEPS.map((step) => [step, 0]));
const errorSamples = [];
let requests = 0;
let rounds = 0;

class StepError extends Error {}

/**
 * One timed request. `problem(body)` returns what is wrong with a 2xx answer's data, or '' when it is
 * right. Returns the parsed JSON body; throws StepError on non-2xx, bad JSON, wrong data or timeout.
 * Only correct answers add a latency sample, so a step's count is its number of correct answers.
 */
async function timed(step, path, init, problem) {
  const started = performance.now();
  requests += 1;
  let status;
  let text;
  try {
    const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new StepError(
      `${step}: request failed after ${Math.round(performance.now() - started)} ms: ${error}`,
    );
  }
  const elapsed = performance.now() - started;
  if (status < 200 || status > 299) throw new StepError(`${step}: HTTP ${status} ${text.slice(0, 300)}`);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new StepError(`${step}: HTTP ${status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  const wrong = problem(body);
  if (wrong) throw new StepError(`${step}: ${wrong}; got ${JSON.stringify(body).slice(0, 300)}`);
  latencies[step].push(elapsed);
  return body;
}

const json = (headers) => ({ ...headers, 'content-type': 'application/json' });
const sameScores = (a, b) =>
  a &&
  typeof a === 'object' &&
  Object.keys(b).every((k) => a[k] === b[k]) &&
  Object.keys(a).length === Object.keys(b).length;

async function round(user, index, step) {
  const { answers, submissionId, overall, categories } = user.plan[index];
  // Each user comes from an address of its own, as real visitors behind the gateway would.
  const from = { 'x-forwarded-for': user.address };

  step.name = 'sign-in';
  const session = await timed(
    'sign-in',
    '/auth/v1/token?grant_type=password',
    {
      method: 'POST',
      headers: json({ apikey: anonKey, ...from }),
      body: JSON.stringify({ email: user.email, password: user.password }),
    },
    (body) =>
      typeof body.access_token === 'string' && body.user?.id === user.id
        ? ''
        : `expected a session for ${user.id}`,
  );
  const headers = { apikey: anonKey, authorization: `Bearer ${session.access_token}`, ...from };

  step.name = 'submit_assessment';
  const report = await timed(
    'submit_assessment',
    '/rest/v1/rpc/submit_assessment',
    {
      method: 'POST',
      headers: json(headers),
      body: JSON.stringify({ answers, submission_id: submissionId }),
    },
    (body) =>
      typeof body.id === 'string' &&
      body.user_id === user.id &&
      body.submission_id === submissionId &&
      body.overall_score === overall &&
      sameScores(body.category_scores, categories)
        ? ''
        : `expected a report of ${user.id} for submission ${submissionId} with overall ${overall}`,
  );

  step.name = 'get_report';
  await timed(
    'get_report',
    '/rest/v1/rpc/get_report',
    { method: 'POST', headers: json(headers), body: JSON.stringify({ report_id: report.id }) },
    (body) =>
      body.status === 'ok' &&
      body.report?.id === report.id &&
      body.report.user_id === user.id &&
      body.report.overall_score === overall &&
      sameScores(body.report.category_scores, categories)
        ? ''
        : `expected {status: 'ok'} with report ${report.id} of ${user.id}, overall ${overall}`,
  );

  step.name = 'list reports';
  // RLS: exactly the reports this user submitted so far, newest (the one just written) first.
  await timed(
    'list reports',
    '/rest/v1/reports?select=id,overall_score&order=created_at.desc',
    { headers },
    (body) =>
      Array.isArray(body) &&
      body.length === index + 1 &&
      body[0]?.id === report.id &&
      body[0].overall_score === overall
        ? ''
        : `expected ${index + 1} report(s) of ${user.id}, newest ${report.id} with overall ${overall}`,
  );
}

async function virtualUser(user, deadline) {
  for (let index = firstRound; index < firstRound + iterations && performance.now() < deadline; index++) {
    const step = { name: 'sign-in' };
    const started = performance.now();
    try {
      await round(user, index, step);
      latencies['whole round'].push(performance.now() - started);
      rounds += 1;
    } catch (error) {
      errors[step.name] += 1;
      errors['whole round'] += 1;
      if (errorSamples.length < MAX_ERROR_SAMPLES)
        errorSamples.push(
          `${user.email} round ${index + 1}: ${error instanceof StepError ? error.message : error}`,
        );
      return;
    }
  }
}

const hostileFigures = Object.fromEntries(
  HOSTILE_KINDS.map((kind) => [kind.name, { sent: 0, statuses: {}, unhandled: 0 }]),
);
let hostileSent = 0;
let usersDone = false;

/** One attacker: sends the hostile kinds in turn, never more than `share` of all requests so far. */
async function attacker(address, offset) {
  for (let turn = offset; !usersDone; turn++) {
    if (hostileSent >= (requests * hostile.share) / (1 - hostile.share)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    const kind = HOSTILE_KINDS[turn % HOSTILE_KINDS.length];
    const { path, init, handled } = kind.make({ anonKey, victim: hostile.victim });
    const figures = hostileFigures[kind.name];
    hostileSent += 1;
    figures.sent += 1;
    let status = 'timeout or connection error';
    try {
      const response = await fetch(`${url}${path}`, {
        ...init,
        headers: { ...init.headers, ...attackerHeaders(address) },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      status = String(response.status);
      await response.arrayBuffer();
    } catch {
      // counted below as unhandled
    }
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    if (!handled.map(String).includes(status)) {
      figures.unhandled += 1;
      if (errorSamples.length < MAX_ERROR_SAMPLES)
        errorSamples.push(`hostile ${kind.name}: answered ${status}, expected ${handled.join(' or ')}`);
    }
  }
}

const started = performance.now();
const deadline = started + seconds * 1000;
const attackers = hostile ? hostile.attackers.map((address, i) => attacker(address, i)) : [];
await Promise.all(users.map((user) => virtualUser(user, deadline)));
usersDone = true;
await Promise.all(attackers);
parentPort.postMessage({
  latencies,
  errors,
  errorSamples,
  requests,
  wallMs: performance.now() - started,
  rounds,
  hostile: hostile ? hostileFigures : undefined,
});
