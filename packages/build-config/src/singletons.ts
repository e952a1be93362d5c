// The modules one copy of which serves every app (shared.ts says why each is shared): in the browser
// through Module Federation's share scope, on the server through the shell's server build, which
// hands its own instances to each remote's server build (server-build.ts). Plain constants, so the
// shell's server entry can import them into its bundle.
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  '@ahc/platform',
  '@ahc/platform/router',
  '@ahc/platform/ui',
  '@ahc/platform/ui/base',
  '@ahc/platform/data',
] as const;

/** On the server also React's JSX runtime, which the browser builds each carry (it holds no state). */
export const SERVER_SHARED_MODULES = [...SHARED_SINGLETONS, 'react/jsx-runtime'] as const;

export type ServerSharedModule = (typeof SERVER_SHARED_MODULES)[number];
