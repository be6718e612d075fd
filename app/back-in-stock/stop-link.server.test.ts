import { describe, expect, it } from "vitest";
import { contactOfStopToken, stopToken } from "./stop-link.server";

const SECRET = "a".repeat(43);

describe("stop link", () => {
  it("gives back the address it was made for", () => {
    expect(contactOfStopToken(stopToken("chemist@example.in", SECRET), SECRET)).toBe("chemist@example.in");
  });

  it("refuses a link made with another secret, an altered address or signature, and junk", () => {
    const token = stopToken("chemist@example.in", SECRET);
    const [encoded, signed] = token.split(".") as [string, string];
    const other = Buffer.from("other@example.in").toString("base64url");
    expect(contactOfStopToken(stopToken("chemist@example.in", "b".repeat(43)), SECRET)).toBeNull();
    expect(contactOfStopToken(`${other}.${signed}`, SECRET)).toBeNull();
    expect(
      contactOfStopToken(`${encoded}.${signed.slice(0, -1)}${signed.endsWith("A") ? "B" : "A"}`, SECRET),
    ).toBeNull();
    expect(contactOfStopToken(`${encoded}.`, SECRET)).toBeNull();
    expect(contactOfStopToken(`${token}.x`, SECRET)).toBeNull();
    expect(contactOfStopToken("", SECRET)).toBeNull();
    expect(contactOfStopToken(null, SECRET)).toBeNull();
  });
});
