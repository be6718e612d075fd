import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach, vi } from "vitest";

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
