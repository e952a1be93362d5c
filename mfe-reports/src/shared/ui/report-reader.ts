// Who reads a report: its owner, or someone it was shared with (/shared/:token). The owner is spoken
// to ("How you compare", "Security is your strongest area"); a shared report's reader is not the one
// whose answers these are, so the same places speak about the report instead ("How this system
// compares", "the strongest area"). The shared page sets it once around the report view.
import { createContext, useContext } from 'react';

export type ReportReader = 'owner' | 'shared';

export const ReportReaderContext = createContext<ReportReader>('owner');

export function useReportReader(): ReportReader {
  return useContext(ReportReaderContext);
}
