// React state for the reads in queries.ts: loading, then the outcome; retry() reads again.
import { useAuth, useSupabase } from '@ahc/platform';
import { useCallback, useEffect, useState } from 'react';
import { type ReportResult, type ReportsResult, getReport, listMyReports } from './queries.ts';

type Loading = { status: 'loading' };

export function useReport(reportId: string) {
  const supabase = useSupabase();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loading | ReportResult>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void getReport(supabase, reportId).then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [supabase, reportId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

export function useMyReports() {
  const supabase = useSupabase();
  const userId = useAuth((s) => s.currentUser?.id);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loading | ReportsResult>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void listMyReports(supabase, userId).then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [supabase, userId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
