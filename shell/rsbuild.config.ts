import { shellConfig } from '@ahc/build-config';

export default shellConfig();
