// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_ENQUIRY_VALUES, type EnquiryOutcome } from "~/enquiries/form";
import { ContactForm } from "./contact-form";

afterEach(cleanup);

/**
 * The contact form on a stub route whose action answers `answer` (a "received" one for the token
 * posted, with the next form's token as the server gives it) and records what it received. Reloads of the page's data after the first wait for `reload`.
 */
function renderForm(answer: EnquiryOutcome, reload: Promise<void> = Promise.resolve()) {
  const submissions: Record<string, string>[] = [];
  let tokens = 0;
  function Page() {
    const { token } = useLoaderData<{ token: string }>();
    const result = useActionData<EnquiryOutcome>();
    return <ContactForm token={token} page="/contact?from=home" result={result} phone="+91 612 266 0123" />;
  }
  const Stub = createRoutesStub([
    {
      path: "/contact",
      Component: Page,
      async loader() {
        if (tokens > 0) await reload;
        return { token: `token-${++tokens}` };
      },
      async action({ request }) {
        const form = await request.formData();
        submissions.push(Object.fromEntries([...form].map(([key, value]) => [key, String(value)])));
        return answer.status === "received"
          ? { ...answer, token: String(form.get("token")), nextToken: `next-${submissions.length}` }
          : answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/contact"]} />);
  return { submissions };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: "Name" }), "Asha Kumari");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "asha@example.com");
  await user.type(screen.getByRole("textbox", { name: "Message" }), "Do you stock Dolo 650?");
  await user.click(screen.getByRole("button", { name: "Send message" }));
}

// Typing into jsdom takes a while on a busy machine.
describe("contact form", { timeout: 20_000 }, () => {
  it("has required fields with the names of the accessible-names table, an e-mail field and no extra tab stop", async () => {
    renderForm({ status: "received", token: null });
    const name = await screen.findByRole("textbox", { name: "Name" });
    const email = screen.getByRole("textbox", { name: "Email" });
    const message = screen.getByRole("textbox", { name: "Message" });
    for (const field of [name, email, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(message).toHaveAttribute("maxlength", "5000");
    // The honeypot is hidden from assistive technology and skipped by the keyboard.
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
  });

  it("sends what was typed with the form's token and page, then says it was received and empties the form", async () => {
    const user = userEvent.setup({ delay: null });
    const { submissions } = renderForm({ status: "received", token: null });
    await fillAndSend(user);
    await screen.findByText("Thank you, your message has been received.", {}, { timeout: 5_000 });
    expect(screen.getByRole("status")).toHaveTextContent("Thank you, your message has been received.");
    expect(submissions).toEqual([
      {
        token: "token-1",
        page: "/contact?from=home",
        website: "",
        name: "Asha Kumari",
        email: "asha@example.com",
        message: "Do you stock Dolo 650?",
      },
    ]);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await waitFor(() => expect(screen.getByRole("status")).toHaveFocus());
  });

  it("lets the visitor send again as soon as the answer shows, keeps what is typed while the page's data reloads, with the answer's next token", async () => {
    const user = userEvent.setup({ delay: null });
    let reloaded = () => {};
    const { submissions } = renderForm(
      { status: "received", token: null },
      new Promise<void>((resolve) => (reloaded = resolve)),
    );
    await fillAndSend(user);
    await screen.findByText("Thank you, your message has been received.", {}, { timeout: 5_000 });
    const send = screen.getByRole("button", { name: "Send message" });
    // The answer brought the next form's token: no waiting for the page's data, however slow.
    await waitFor(() => expect(send).toBeEnabled());
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ravi");
    reloaded();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ravi"));
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ravi@example.com");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "And Azithral 500?");
    await user.click(send);
    await waitFor(() => expect(submissions).toHaveLength(2));
    expect(submissions[1]).toMatchObject({ token: "next-1", name: "Ravi", email: "ravi@example.com" });
  });

  it("marks each field the server refused, describes it with its message and focuses the first one", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      status: "invalid",
      errors: { email: "Enter an e-mail address like name@example.com", message: "Enter your message" },
      values: { ...EMPTY_ENQUIRY_VALUES, name: "Asha Kumari", email: "asha@example" },
    });
    await fillAndSend(user);
    await screen.findByText("Enter an e-mail address like name@example.com", {}, { timeout: 5_000 });
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter an e-mail address like name@example.com");
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      "Enter your message Which medicines, quantities or questions; 10 to 5,000 characters.",
    );
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the 2 fields marked below.");
  });

  it("explains the rate limit and keeps the text", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      status: "rate-limited",
      values: {
        ...EMPTY_ENQUIRY_VALUES,
        name: "Asha Kumari",
        email: "asha@example.com",
        message: "Do you stock Dolo 650?",
      },
    });
    await fillAndSend(user);
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent("You have sent several messages in a short time.");
    expect(alert).toHaveTextContent("Please try again later, or call us on +91 612 266 0123.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("Do you stock Dolo 650?");
  });
});
