import { shellServerConfig } from '@ahc/build-config/server';

// The shell's renderer for Node, which its host renders a first visit's page with (docs/decisions.md).
export default shellServerConfig('./src/server.tsx');
