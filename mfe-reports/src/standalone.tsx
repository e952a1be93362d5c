import { PATHS, startStandalone } from '@ahc/platform';
import DummyReportPage from './pages/dummy-report/DummyReportPage.tsx';

void startStandalone('mfe-reports', [{ path: PATHS.dummyReport, Page: DummyReportPage }]);
