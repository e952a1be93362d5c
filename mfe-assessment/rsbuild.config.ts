import { remoteConfig } from '@ahc/build-config';
import { exposes } from './src/exposes.ts';

export default remoteConfig('assessment', exposes);
