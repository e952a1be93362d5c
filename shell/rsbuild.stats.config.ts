import { writeFileSync } from 'node:fs';
import { mergeRsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import base from './rsbuild.config.ts';
const dump: RsbuildPlugin = { name: 'dump-stats', setup(api) { api.onAfterBuild(({ stats }) => { writeFileSync(process.env.STATS_OUT ?? '/tmp/perfwork/stats.json', JSON.stringify((stats as any).toJson({ all: false, modules: true, nestedModules: true, modulesSpace: 100000, nestedModulesSpace: 100000 }))); }); } };
export default mergeRsbuildConfig(base, { plugins: [dump], output: { distPath: { root: '/tmp/perfwork/shell-stats-dist' } } });
