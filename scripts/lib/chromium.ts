import { existsSync } from "node:fs";

/**
 * The browser of the benchmarks and the icon build: Debian's Chromium (`apt-get install -y chromium`),
 * or the binary the CHROMIUM_PATH variable names. The benchmarks measure pages as a person's
 * browser shows them, so they use the whole browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser of the browser tests: the same Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the build Playwright itself runs headless tests in), or the binary the
 * CHROMIUM_HEADLESS_SHELL_PATH variable names; the whole browser where the shell is missing. Same
 * Blink and V8, without the whole browser's per-tab machinery: a new page with its first navigation
 * costs about a third of the CPU, and the browser suite is CPU-bound on a 2-core machine
 * (docs/decisions/049-test-runners-on-two-cores.md).
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (process.env.CHROMIUM_PATH === undefined && existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : CHROMIUM_PATH);

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
