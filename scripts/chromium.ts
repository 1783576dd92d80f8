/**
 * Browser tests run on Debian's chromium (browser downloads do not work on our machines).
 * CHROMIUM_BIN points elsewhere when set.
 */
export const chromiumExecutable = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

/** Flags that keep a headless chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
