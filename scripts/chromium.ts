/** Where Debian's chromium package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Browser tests run on Debian's chromium (browser downloads do not work on our machines).
 * CHROMIUM_BIN points elsewhere when set (an empty value counts as unset, as in a shell's `${VAR:-}`).
 */
export const chromiumExecutable = process.env.CHROMIUM_BIN || DEBIAN_CHROMIUM;

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
