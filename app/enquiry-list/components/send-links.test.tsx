// @vitest-environment jsdom
import { act, startTransition, useLayoutEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useQueuedListSubmit } from "../change-queue";
import { SendLinks } from "./send-links";

let root: Root | null = null;
// React warns when `act` is used outside a test environment it knows; the test of a tap between
// commit and effects runs without `act`, which would run the effects at once.
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};
beforeEach(() => actEnvironment(true));
afterEach(() => {
  actEnvironment(true);
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/**
 * The enquiry page's list form with its two ways to send, on a stub route that records what it is
 * posted. `onHydrated` runs in the hydration's commit, before its effects (as a layout effect does).
 */
function stubPage(onHydrated: () => void = () => {}) {
  const posted: Record<string, string>[] = [];
  function ListForm() {
    const submit = useQueuedListSubmit();
    useLayoutEffect(onHydrated, []);
    return (
      <form id="list" method="post" action="/enquiry" onSubmit={submit}>
        <input name="quantity" defaultValue="10" aria-label="Quantity" />
        <SendLinks formId="list" />
      </form>
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/enquiry",
      Component: ListForm,
      async action({ request }) {
        const form = await request.formData();
        posted.push(Object.fromEntries([...form].map(([key, value]) => [key, String(value)])));
        return null;
      },
    },
  ]);
  return { page: <Stub initialEntries={["/enquiry"]} />, posted };
}

/** Server-renders the page into the document, as the browser receives it. */
function serverPage(page: React.ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

const buttonNamed = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll("button")].find((element) => element.textContent === name)!;

describe("Send on WhatsApp and Send by e-mail, with the page's script", () => {
  // React Router's client entry hydrates in a transition: its effects run a task after its commit,
  // and the browser takes a tap in between. The script answers that tap; its answer must be the
  // page's data: a redirect to mailto: or wa.me, which the router cannot follow, left the page
  // waiting for a navigation that never came, every button disabled, the order's reference unshown.
  for (const [name, intent] of [
    ["Send by e-mail", "email"],
    ["Send on WhatsApp", "whatsapp"],
  ] as const) {
    it(`"${name}" tapped between the hydration's commit and its effects asks for the answer as data`, async () => {
      actEnvironment(false);
      let tapped!: () => void;
      const tap = new Promise<void>((resolve) => (tapped = resolve));
      // A microtask queued in the commit runs after it, before the task that runs the effects.
      const { page, posted } = stubPage(() =>
        queueMicrotask(() => {
          buttonNamed(container, name).click();
          tapped();
        }),
      );
      const container = serverPage(page);
      startTransition(() => {
        root = hydrateRoot(container, page);
      });
      await tap;
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toMatchObject({ intent, answer: "data", quantity: "10" });
    });
  }

  it("tapped before the page hydrates (React hydrates it at once to answer), asks for data", async () => {
    const { page, posted } = stubPage();
    const container = serverPage(page);
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, page);
      });
      buttonNamed(container, "Send by e-mail").click();
    });
    expect(posted).toEqual([expect.objectContaining({ intent: "email", answer: "data" })]);
  });

  it("tapped once the page is hydrated, asks for data", async () => {
    const { page, posted } = stubPage();
    const container = serverPage(page);
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await act(async () => buttonNamed(container, "Send on WhatsApp").click());
    expect(posted).toEqual([expect.objectContaining({ intent: "whatsapp", answer: "data", quantity: "10" })]);
  });

  it("in the server's page, posts the form itself with no answer field: the server redirects", () => {
    const { page } = stubPage();
    const container = serverPage(page);
    const form = container.querySelector("form")!;
    expect(new FormData(form, buttonNamed(container, "Send by e-mail")).has("answer")).toBe(false);
    expect(buttonNamed(container, "Send by e-mail")).toHaveAttribute("role", "link");
  });
});
