import { expect, type Locator } from "@playwright/test";

/** Waits until React has attached its handlers to a control (the page's script runs). */
export async function waitForScript(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
