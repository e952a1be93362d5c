// The boundary rule of rule.js (applied by the root eslint.config.js), tried on code an app might write.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

// The first lint loads the whole flat config (typescript-eslint, the rule tables): seconds on a busy
// machine, once, so no single case's time limit pays for it.
beforeAll(async () => {
  await eslint.lintText('export {};', { filePath: path.join(repoRoot, 'shell/src/x.ts') });
}, 60_000);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('app boundaries', () => {
  it.each([
    ['mfe-auth/src/pages/x.tsx', "import { Header } from '../../../shell/src/layout/Header.tsx';"],
    ['mfe-auth/src/pages/x.tsx', "import { t } from '../../../mfe-reports/src/i18n/translations.ts';"],
    ['mfe-reports/src/x.ts', "export { exposes } from 'mfe-marketing/src/exposes.ts';"],
    ['shell/src/x.ts', "import HomePage from '../../mfe-marketing/src/features/home/HomePage.tsx';"],
  ])('%s may not import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['mfe-auth/src/pages/x.tsx', "import { Flex } from '@radix-ui/themes';"],
    ['shell/src/x.tsx', "import { useNavigate } from 'react-router-dom';"],
    ['mfe-reports/src/x.ts', "import { createClient } from '@supabase/supabase-js';"],
    ['mfe-marketing/src/x.ts', "import '@radix-ui/themes/styles.css';"],
    ['mfe-assessment/src/x.ts', "import { useTranslation } from 'react-i18next';"],
    ['mfe-reports/src/x.ts', "import { useQuery } from '@tanstack/react-query';"],
  ])('%s takes the platform-owned library of %s from the platform', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['mfe-auth/src/pages/x.tsx', "import { useAuth } from '@ahc/platform';"],
    ['mfe-auth/src/pages/x.tsx', "import { Flex } from '@ahc/platform/ui';"],
    ['mfe-reports/src/data/x.ts', "import { useQuery, reportKeys } from '@ahc/platform/data';"],
    ['mfe-marketing/src/x.tsx', "import { FormField } from '@ahc/platform/ui/form';"],
    ['mfe-auth/src/x.test.ts', "import { AuthApiError } from '@supabase/supabase-js';"],
    ['mfe-auth/src/pages/login/x.tsx', "import { mapAuthError } from '../../auth-errors/map-auth-error.ts';"],
    ['shell/src/x.ts', "import { loadRemote } from '@module-federation/enhanced/runtime';"],
  ])('%s may import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('feature boundaries (mfe-reports/src/features/)', () => {
  it.each([
    [
      'mfe-reports/src/features/dashboard/x.tsx',
      "import { usePlanQuery } from '../plan/data/plan-items.ts';",
    ],
    [
      'mfe-reports/src/features/dashboard/x.tsx',
      "import type { PlanItem } from '../plan/data/plan-items.ts';",
    ],
    [
      'mfe-reports/src/features/teams/model/x.test.ts',
      "import { ReportView } from '../../report/components/ReportView.tsx';",
    ],
    ['mfe-reports/src/shared/ui/x.tsx', "import { PlanCounts } from '../../features/plan/index.ts';"],
    [
      'mfe-reports/src/features/report/components/x.tsx',
      // A relative path into the app's shared folder (resolved by the rule, however it is spelled).
      "import type { ReportRow } from '../../../../src/shared/data/report-row.ts';",
    ],
    ['mfe-reports/src/features/report/x.ts', "import { useQuery } from '@tanstack/react-query';"],
  ])('%s may not import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'mfe-reports/src/features/dashboard/x.tsx',
      "import { PlanCounts, usePlanQuery } from '../plan/index.ts';",
    ],
    [
      'mfe-reports/src/features/plan/components/x.tsx',
      "import { usePlanQuery } from '../data/plan-items.ts';",
    ],
    [
      'mfe-reports/src/features/report/components/x.tsx',
      "import type { ReportRow } from '#shared/data/report-row.ts';",
    ],
  ])('%s may import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('the local Supabase stand-in is a tool, never part of the product', () => {
  it.each([
    ['packages/release/src/cli.ts', "import { readConfig } from 'local-supabase/config';"],
    [
      'packages/web-server/src/servers.ts',
      "import { deriveKeys } from '../../../tools/local-supabase/src/keys.ts';",
    ],
    ['packages/platform/src/x.ts', "export { startStack } from 'local-supabase/server';"],
    ['shell/src/x.ts', "import 'local-supabase';"],
    ['mfe-reports/src/features/report/x.ts', "import { deriveKeys } from 'local-supabase/keys';"],
    ['mfe-auth/src/x.ts', "import { totp } from 'local-supabase/totp';"],
  ])('%s may not import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['packages/release/src/registry.contract.test.ts', "import { useStack } from 'local-supabase/testing';"],
    [
      'packages/release/test/migrated-database.ts',
      "export { default } from 'local-supabase/testing/migrated-database';",
    ],
    ['packages/web-server/bench/run.ts', "import { deriveKeys } from 'local-supabase/keys';"],
    ['mfe-auth/src/x.test.ts', "import { totp } from 'local-supabase/totp';"],
  ])('%s may import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('the Rules of React', () => {
  const hookCode = `import { useEffect, useState } from 'react';
export function Page({ id }: { id: string }) {
  const [value, setValue] = useState('');
  useEffect(() => { setValue(id); }, []);
  return value;
}`;

  it.each(['mfe-reports/src/pages/x.tsx', 'shell/src/x.tsx', 'packages/platform/src/x.tsx'])(
    'hold in %s',
    async (file) => {
      const [result] = await eslint.lintText(hookCode, { filePath: path.join(repoRoot, file) });
      expect(result!.messages.map((m) => m.ruleId)).toEqual(
        expect.arrayContaining(['react-hooks/exhaustive-deps', 'react-hooks/set-state-in-effect']),
      );
    },
  );
});
