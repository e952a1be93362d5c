// Standalone entry for this remote's team; the shell loads the exposed pages instead. The dynamic
// import is the asynchronous boundary Module Federation needs before shared modules are used.
import('./standalone.tsx');
