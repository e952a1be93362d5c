// Runs a CommonJS bundle (an app's server build) in this process with the require it is given: the
// shell's server build gets Node's own, a remote's gets only the shared instances of the shell's. Read
// from its text rather than through require(), so a redeployed build is a new module, not a cached one.
import vm from 'node:vm';

export type Require = (request: string) => unknown;

export function evaluateCommonJs(code: string, filename: string, require: Require): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  ) as (
    exports: unknown,
    require: Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  wrapper.call(module.exports, module.exports, require, module, filename, filename.replace(/\/[^/]*$/, ''));
  return module.exports;
}
