// The about and team pages' public entry. No other feature uses anything of them; the pages are exposed to
// the shell directly (src/exposes.ts). Whatever another feature comes to need from here is exported here,
// and only here.
export {};
