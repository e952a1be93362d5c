// The options of autocannon 9 the benchmark passes (cannon-worker.mjs runs it; rest-select.ts types the options) (the package ships no types and
// @types/autocannon is not a dependency).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
  };

  export type Result = {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
