import { afterEach, beforeEach, vi } from "vitest";

// The DOM's matchers and Testing Library only where there is a DOM (the files that ask for jsdom,
// `@vitest-environment jsdom`): loading them costs every other test file about a tenth of a second
// of CPU, a tenth of `npm run test:fast`'s unit tests (docs/architecture.md, "Tests").
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { configure } = await import("@testing-library/dom");
  // findBy… and waitFor wait up to 5 s, not 1: component tests run beside the build and the browser
  // tests on a shared 2-core machine, where a debounced answer can take over a second to render
  // (the header search's suggestions failed so under load). A test that passes takes as long as before.
  configure({ asyncUtilTimeout: 5_000 });
}

// Any console.error in a test is a failure: React warnings, failed prop types and
// unexpected logging are bugs a user would eventually notice.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
import "~/i18n/i18n.server";
