// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "~/i18n/use-translation";
import { ErrorPanel } from "./error-panel";

afterEach(cleanup);

describe("ErrorPanel", () => {
  it("is an alert headed Error Loading Data with the message and a way to try again", () => {
    render(<ErrorPanel message="Network response was not ok: Not Found" retryHref="/medicines?search=amox" />);
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { name: "Error Loading Data" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("Network response was not ok: Not Found");
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/medicines?search=amox");
  });

  it('says "An unknown error occurred" when there is no message', () => {
    render(<ErrorPanel message="" retryHref="/medicines" />);
    expect(screen.getByRole("alert")).toHaveTextContent("An unknown error occurred");
  });
});

describe("ErrorPanel on a Hindi page", () => {
  it("speaks Hindi, gives the source's reason as it came, and tries again under /hi", () => {
    render(
      <LanguageProvider language="hi">
        <ErrorPanel message="Network response was not ok: Not Found" retryHref="/medicines?search=amox" />
      </LanguageProvider>,
    );
    expect(screen.getByRole("heading", { name: "दवा सूची लोड नहीं हो सकी" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("तकनीकी कारण: Network response was not ok: Not Found");
    expect(screen.getByRole("link", { name: "फिर से कोशिश करें" })).toHaveAttribute("href", "/hi/medicines?search=amox");
  });
});
