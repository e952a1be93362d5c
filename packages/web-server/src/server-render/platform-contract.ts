// Which platform major a remote was built for, read from the contract it was built against (the
// `requiredVersion` of '@ahc/platform' it shares, `^<major>.0.0`; its server build exports the same
// string). The host refuses a remote server build for another major with it, and the release command
// refuses to publish one.
export function contractMajor(contract: unknown): number | undefined {
  const major = /^\^(\d+)\./.exec(String(contract))?.[1];
  return major === undefined ? undefined : Number(major);
}
