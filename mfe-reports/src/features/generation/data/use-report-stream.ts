// The state of one streamed generation for a page: idle → generating (text grows piece by piece) →
// idle, with what arrived kept when the visitor stops or the stream fails.
import { useAppConfig, useAuth } from '@ahc/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type StreamFailure, streamReport } from './stream-report.ts';

export type StreamStatus = 'idle' | 'generating' | 'done' | 'stopped' | 'failed';

export function useReportStream() {
  const config = useAppConfig();
  const accessToken = useAuth((s) => s.session?.access_token);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StreamStatus>('idle');
  const [failure, setFailure] = useState<StreamFailure | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (answers: string, language: 'en' | 'da') => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setText('');
      setFailure(null);
      setStatus('generating');
      const result = await streamReport({
        url: config.generateReportUrl,
        answers,
        language,
        token: accessToken ?? config.supabaseAnonKey,
        anonKey: config.supabaseAnonKey,
        signal: abort.signal,
        onPiece: (piece) => setText((current) => current + piece),
      });
      controller.current = null;
      if (result.outcome === 'failed') setFailure(result.failure);
      setStatus(result.outcome);
    },
    [config, accessToken],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { text, status, failure, start, stop, isGenerating: status === 'generating' };
}
