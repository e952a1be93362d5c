// The team report's public entry. No other feature uses anything of it; its page is exposed to the shell
// directly (src/exposes.ts). Whatever another feature comes to need from here is exported here, and only here.
export {};
