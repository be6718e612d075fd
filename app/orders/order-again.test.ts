import { describe, expect, it } from "vitest";
import type { StoredLine } from "~/enquiries/enquiry-store";
import { listWithOrder } from "./order-again";

const line = (overrides: Partial<StoredLine>): StoredLine => ({
  medicineId: "dolo-650",
  name: "Dolo 650",
  quantity: 10,
  notInCatalogue: false,
  pack: null,
  manufacturer: null,
  unit: "strips",
  ...overrides,
});

describe("order again", () => {
  it("adds each line with its quantity under today's name, and what the catalogue lacks as written", () => {
    const today = new Map([["dolo-650", "Dolo 650 Tablet"]]);
    const { list, added } = listWithOrder(
      [{ id: "dolo-650", name: "Dolo 650 Tablet", quantity: 2 }],
      [
        line({}),
        line({ medicineId: "gone-medicine", name: "Gone Syrup", quantity: 3 }),
        line({ medicineId: null, name: "Zincovit syrup 200ml", quantity: 2, notInCatalogue: true }),
      ],
      (id) => today.get(id),
    );
    expect(added).toBe(3);
    expect(list).toEqual([
      { id: "dolo-650", name: "Dolo 650 Tablet", quantity: 12 },
      expect.objectContaining({ name: "Gone Syrup", quantity: 3, freeText: true }),
      expect.objectContaining({ name: "Zincovit syrup 200ml", quantity: 2, freeText: true }),
    ]);
  });
});
