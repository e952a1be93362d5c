// The asynchronous boundary Module Federation needs: shared modules are negotiated before any of the
// app's own code (and so any shared import) runs.
import('./bootstrap.tsx');
