// The anonymous benchmark's public entry: what the report, a shared report and the dashboard show of it.
// Everything else in features/benchmark/ is its own (lint keeps other features to this file).
export { type BenchmarkAnswer, narrowBenchmark } from './data/benchmark.ts';
export { type BenchmarkView, useBenchmarkView, useReportBenchmark } from './data/benchmark-view.ts';
export { readBenchmarkNeeds, readReportBenchmark } from './data/benchmark-page-data.ts';
export { BenchmarkDetail } from './components/BenchmarkDetail.tsx';
export { BenchmarkLine } from './components/BenchmarkLine.tsx';
export { DashboardBenchmark } from './components/DashboardBenchmark.tsx';
export { HowItCompares } from './components/HowItCompares.tsx';
