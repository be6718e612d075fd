import type { Medicine } from "./medicine";

/** For tests only: a complete medicine (Dolo 650 by default) with the given fields changed. */
export function testMedicine(overrides: Partial<Medicine> = {}): Medicine {
  return {
    id: "dolo-650",
    name: "Dolo 650 Tablet",
    genericName: "Paracetamol (650mg)",
    brand: "Micro Labs",
    category: "Pain Relief",
    categoryId: "painkillers",
    manufacturer: "Micro Labs Ltd",
    description: "",
    dosage: "650 mg",
    form: "Strip of 15 tablets",
    rate: 30.5,
    mrp: 33.6,
    stock: 120,
    availability: "In Stock",
    prescription: false,
    imageUrls: [],
    uses: [],
    sideEffects: [],
    contraindications: [],
    ...overrides,
  };
}

/** For tests only: browser storage in memory, failing the way browsers' storage does when told to. */
export class TestStorage {
  items = new Map<string, string>();
  /** Reads throw, as where storage is disabled. */
  failReads = false;
  /** Writes throw QuotaExceededError, as when storage is full. */
  failWrites = false;
  getItem(key: string) {
    if (this.failReads) throw new DOMException("denied", "SecurityError");
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException("quota exceeded", "QuotaExceededError");
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
