// @ts-check
// Runs before each jsdom test file. Testing Library's findBy and waitFor give up after one second by
// default: a limit on speed, which is `npm run bench`'s to measure. Five seconds still finds a page that
// never shows what a test waits for, and holds while CI runs these suites beside the end-to-end suite.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
