import { expect, it } from 'vitest';
import { shellProvides } from './shell.ts';

it("reads the modules the shell's route table loads from a remote, its platform major and its React", async () => {
  const provides = await shellProvides('reports');
  expect(provides.modules).toContain('./ReportPage');
  expect(provides.modules).not.toContain('./LoginPage');
  expect(new Set(provides.modules).size).toBe(provides.modules.length);
  expect(provides.platformMajor).toBe(2);
  expect(provides.react.react).toMatch(/^\d+\.\d+\.\d+/);
  expect(provides.react['react-dom']).toBe(provides.react.react);
});
