// Runs one autocannon load in a worker thread, so the load generator does not share the event loop
// (and its CPU time) with the stack under test. Posts back the run's totals plus every response's latency
// in ms, from which the caller takes its own percentiles (autocannon reports p97.5 but no p95).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const latencies = [];
const instance = autocannon(workerData, (error, result) => {
  if (error) parentPort.postMessage({ error: String(error) });
  else {
    const { duration, errors, timeouts, non2xx } = result;
    // Inside a worker thread autocannon hands back its raw, unaggregated result: totalCompletedRequests
    // instead of requests.total.
    parentPort.postMessage({
      total: result.totalCompletedRequests,
      duration,
      errors,
      timeouts,
      non2xx,
      latencies,
    });
  }
});
instance.on('response', (_client, _status, _bytes, responseTime) => {
  latencies.push(responseTime);
});
