// Relay to an OpenAI-compatible streaming chat completion, used when LLM_API_URL,
// LLM_API_KEY and LLM_MODEL are all set. It posts {model, stream: true, messages}, parses the
// server-sent events (`data: {...choices[0].delta.content}` … `data: [DONE]`) and hands each content
// piece on as soon as it arrives, so the browser sees the report grow.
//
// LLM_API_URL: either the full chat-completions URL (ending in /chat/completions) or a base URL such as
// https://api.openai.com/v1, to which "/chat/completions" is appended. Both spellings therefore work for
// OpenAI, Azure-style gateways, Ollama (http://127.0.0.1:11434/v1), vLLM and similar servers.
//
// The API key is only ever placed in the Authorization header; it is never logged or echoed.

import { BANDS, CATEGORIES, describeBand, QUESTION_IDS } from '../_shared/assessment-model.ts';
import type { Language } from './analyser.ts';

export interface LlmConfig {
  url: string;
  apiKey: string;
  model: string;
}

/** Reads the LLM configuration; null unless all three variables are set and non-empty. */
export function llmConfigFromEnv(get: (name: string) => string | undefined): LlmConfig | null {
  const url = get('LLM_API_URL')?.trim();
  const apiKey = get('LLM_API_KEY')?.trim();
  const model = get('LLM_MODEL')?.trim();
  return url && apiKey && model ? { url, apiKey, model } : null;
}

export function chatCompletionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

export function systemPrompt(language: Language): string {
  const languageName = language === 'da' ? 'Danish' : 'English';
  // The assessment's own band names, in the report's language, so the LLM names levels as the report page does.
  const bands = BANDS.map((band) => describeBand(band, language).label);
  return [
    'You write architecture health-check reports for business and technical leaders.',
    'The user message holds their answers: free text about their software system, or answers to a',
    `${QUESTION_IDS.length}-question assessment in ${CATEGORIES.length} categories (${CATEGORIES.join(', ')}) given as`,
    'question ids with option keys (for example "arch_1: easy"), where each question\'s four options run',
    'from weakest to strongest practice.',
    "Write the report in Markdown: a '#' title, '##' and '###' section headings, paragraphs, '-' and",
    "'1.' lists, **bold** for emphasis and [text](https://…) links; no tables, no images, no HTML.",
    'Open with an executive summary (the overall score and maturity level',
    `(${bands.slice(0, -1).join(', ')} or ${bands.at(-1)}), the three biggest risks and the three next actions),`,
    'then a short assessment per category; the weakest practices first, each with a concrete, actionable',
    'recommendation; recommended tools where useful; and three next steps.',
    'Be specific and honest; do not invent facts about the system that the answers do not support.',
    `Write the whole report in ${languageName}.`,
  ].join(' ');
}

export const UPSTREAM_UNAVAILABLE = 'The report generator is unavailable. Please try again later.';
export const UPSTREAM_STOPPED = '\n\n[The report generator stopped unexpectedly. Please try again.]\n';

export class UpstreamUnavailable extends Error {
  constructor(readonly detail: string) {
    super(UPSTREAM_UNAVAILABLE);
    this.name = 'UpstreamUnavailable';
  }
}

export interface RelayOptions {
  config: LlmConfig;
  answers: string;
  language: Language;
  /** Aborted when the client goes away; it aborts the upstream request. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * Starts the upstream request. Resolves, once the upstream has answered 2xx, to a stream of text
 * pieces; rejects with UpstreamUnavailable when the upstream cannot be reached or answers non-2xx.
 * Cancelling the returned stream (or aborting `signal`) aborts the upstream request.
 */
export async function relayChatCompletion(options: RelayOptions): Promise<ReadableStream<string>> {
  const upstream = new AbortController();
  const onClientAbort = () => upstream.abort(options.signal?.reason);
  if (options.signal?.aborted) upstream.abort(options.signal.reason);
  options.signal?.addEventListener('abort', onClientAbort, { once: true });
  const detach = () => options.signal?.removeEventListener('abort', onClientAbort);

  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(chatCompletionsUrl(options.config.url), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.config.apiKey}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({
        model: options.config.model,
        stream: true,
        messages: [
          { role: 'system', content: systemPrompt(options.language) },
          { role: 'user', content: options.answers },
        ],
      }),
      signal: upstream.signal,
    });
  } catch (error) {
    detach();
    throw new UpstreamUnavailable(`request failed: ${error instanceof Error ? error.name : 'error'}`);
  }
  if (!response.ok || !response.body) {
    detach();
    await response.body?.cancel().catch(() => {});
    throw new UpstreamUnavailable(`status ${response.status}`);
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseContentParser();
  let finished = false;
  const finish = () => {
    finished = true;
    detach();
  };

  return new ReadableStream<string>({
    async pull(controller) {
      // Read until at least one piece is ready, so each pull delivers text (or ends the stream).
      while (true) {
        let result: ReadableStreamReadResult<string>;
        try {
          result = await reader.read();
        } catch (_error) {
          if (finished) return; // cancelled by the client: nothing more to say
          finish();
          controller.enqueue(UPSTREAM_STOPPED);
          controller.close();
          return;
        }
        if (result.done) {
          finish();
          parser.end();
          const pieces = parser.take();
          for (const piece of pieces) controller.enqueue(piece);
          if (!parser.completed) controller.enqueue(UPSTREAM_STOPPED);
          controller.close();
          return;
        }
        parser.push(result.value);
        const pieces = parser.take();
        if (parser.failed) {
          finish();
          for (const piece of pieces) controller.enqueue(piece);
          controller.enqueue(UPSTREAM_STOPPED);
          controller.close();
          upstream.abort();
          return;
        }
        if (pieces.length > 0) {
          for (const piece of pieces) controller.enqueue(piece);
          if (parser.completed) {
            finish();
            controller.close();
            upstream.abort(); // [DONE] seen: stop reading whatever follows
          }
          return;
        }
        if (parser.completed) {
          finish();
          controller.close();
          upstream.abort();
          return;
        }
      }
    },
    cancel(reason) {
      finish();
      upstream.abort(reason);
      reader.cancel(reason).catch(() => {});
    },
  });
}

/**
 * Incremental parser for an OpenAI-style SSE body. Feed it decoded text; take() returns the content
 * pieces seen so far. `completed` is set by `data: [DONE]` or a choice's finish_reason; `failed` by an
 * `error` object in the stream.
 */
export class SseContentParser {
  #buffer = '';
  #pieces: string[] = [];
  completed = false;
  failed = false;

  push(text: string): void {
    this.#buffer += text;
    let newline: number;
    while ((newline = this.#buffer.search(/\r?\n|\r/)) >= 0) {
      const line = this.#buffer.slice(0, newline);
      const rest = this.#buffer.slice(newline);
      this.#buffer = rest.startsWith('\r\n') ? rest.slice(2) : rest.slice(1);
      this.#line(line);
    }
  }

  /** Flushes a final line that had no newline. */
  end(): void {
    if (this.#buffer.length > 0) this.#line(this.#buffer);
    this.#buffer = '';
  }

  take(): string[] {
    const pieces = this.#pieces;
    this.#pieces = [];
    return pieces;
  }

  #line(line: string): void {
    if (this.completed || this.failed || !line.startsWith('data:')) return; // comments, event:, id:, blanks
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      this.completed = true;
      return;
    }
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      return; // not JSON: skip rather than fail the whole report
    }
    if (typeof event !== 'object' || event === null) return;
    const record = event as { error?: unknown; choices?: unknown };
    if (record.error !== undefined && record.error !== null) {
      this.failed = true;
      return;
    }
    if (!Array.isArray(record.choices) || record.choices.length === 0) return;
    const choice = record.choices[0] as { delta?: { content?: unknown }; finish_reason?: unknown };
    const content = choice?.delta?.content;
    if (typeof content === 'string' && content.length > 0) this.#pieces.push(content);
    if (typeof choice?.finish_reason === 'string' && choice.finish_reason.length > 0) {
      // The answer is complete; a well-behaved server still sends [DONE], which is then ignored.
      this.completed = choice.finish_reason !== 'error';
      this.failed = choice.finish_reason === 'error';
    }
  }
}
