/**
 * The one browser of the browser tests, the benchmarks and the icon build: Debian's Chromium
 * (`apt-get install -y chromium`), or the binary the CHROMIUM_PATH variable names.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * How it is started everywhere: without the sandbox (containers and CI run as root, where it
 * cannot start), without a GPU, and without the traffic of its own (updates, sync, background
 * requests) that would mix with what a test or a benchmark measures; QUIC off, so that every
 * request goes over the TCP the local servers speak.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
