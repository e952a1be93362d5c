// The Chromium that every browser run in the repository starts (the end-to-end tests, the web server's
// benchmarks): the machine's own build (CHROMIUM_PATH), with the switches a headless run in a container
// needs to be steady and quiet: no sandbox, no GPU, no QUIC, and nothing of its own in the background
// (first-run pages, component updates, sync).
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
