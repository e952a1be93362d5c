// @ahc/platform/server: what the shell's server build needs and no browser page loads: the platform
// instance of one server render, and React Router's pieces for a server (the same copy of React
// Router as @ahc/platform/router, inside the shell's server build).
export { createServerPlatform } from './create-server-platform.ts';
export { readProfile } from './auth/profile.ts';
export { StaticRouter, matchRoutes } from 'react-router-dom';
