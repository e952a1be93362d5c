// The asynchronous boundary Module Federation needs: shared modules are negotiated before any of the
// app's own code (and so any shared import) runs. The stylesheets are the entry's own, so the build
// links them in index.html's head: a page the host rendered is painted styled before any script runs.
import '@ahc/platform/theme.css';
import './styles.css';

import('./bootstrap.tsx');
