import { describe, expect, it } from "vitest";
import { imageVersion, sharedImagePath } from "./links";

describe("the address a link preview gets for a medicine's photo", () => {
  it("is the site's own 640-pixel image of a sheet photo, never the sheet's URL", () => {
    const source = "https://drive.example.com/uc?id=abc";
    const path = sharedImagePath("dolo 650/a", 2, source);
    expect(path).toBe(`/images/dolo%20650%2Fa/2/640-${imageVersion(source)}`);
    expect(path).not.toContain("drive.example.com");
  });

  it("keeps the site's own file and gives nothing for a URL that is not http(s)", () => {
    expect(sharedImagePath("101", 0, "/images/dolo.png")).toBe("/images/dolo.png");
    expect(sharedImagePath("101", 0, "ftp://files.example/dolo.png")).toBeUndefined();
  });
});
