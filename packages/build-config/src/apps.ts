// The apps of the product, their development ports and federation names. The shell's app-config.json
// points at each remote's mf-manifest.json; these are the local defaults.
export const REMOTES = {
  marketing: { app: 'mfe-marketing', port: 3001 },
  auth: { app: 'mfe-auth', port: 3002 },
  assessment: { app: 'mfe-assessment', port: 3003 },
  reports: { app: 'mfe-reports', port: 3004 },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const SHELL_PORT = 3000;
