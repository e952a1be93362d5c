import { remoteServerConfig } from '@ahc/build-config/server';
import { exposes } from './src/exposes.ts';

// The same pages for Node, which the shell's host renders a first visit with (docs/decisions.md).
export default remoteServerConfig(exposes);
