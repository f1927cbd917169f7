/** The system Chromium the browser tests and benchmarks drive (never a downloaded one). */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Flags that let it run as root in a container on a machine whose network is
 * closed: no sandbox, no GPU, and none of its background connections.
 */
export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
