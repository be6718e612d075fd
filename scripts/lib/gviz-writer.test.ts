import { describe, expect, it } from "vitest";
import { gvizResponse, money, num, str } from "./gviz-writer";
import { parseGviz } from "~/catalogue/sheet/gviz";

describe("gvizResponse", () => {
  it("writes a response the site's parser reads back cell for cell", () => {
    const tricky = `Say "Ah" <b>&</b> a='1' \\ tab\there\nline\u2028end`;
    const text = gvizResponse(
      [
        { label: "Product Name", type: "string" },
        { label: "MRP", type: "number", pattern: "[$₹]#,##0.00" },
        { label: "Stock", type: "number", pattern: "General" },
      ],
      [
        [str(tricky), money(123456.5), num(1710, "1,710")],
        [str(""), null, num(0)],
      ],
    );
    expect(parseGviz(text)).toEqual({
      columns: ["Product Name", "MRP", "Stock"],
      rows: [
        { "Product Name": tricky, MRP: "₹1,23,456.50", Stock: "1,710" },
        { "Product Name": "", MRP: "", Stock: "0" },
      ],
    });
  });

  it("escapes characters as Google does, so the text never holds raw HTML or quotes", () => {
    const text = gvizResponse([{ label: "Name", type: "string" }], [[str(`<script>"x"&'y'=z</script>`)]]);
    expect(text).toContain(String.raw`"\u003cscript\u003e\u0022x\u0022\u0026\u0027y\u0027\u003dz\u003c/script\u003e"`);
    expect(text.startsWith("/*O_o*/\ngoogle.visualization.Query.setResponse(")).toBe(true);
  });
});
