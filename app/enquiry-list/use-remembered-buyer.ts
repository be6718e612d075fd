import { useEffect, useState } from "react";
import { BUYER_FIELDS, type BuyerDetails, type BuyerField } from "~/enquiries";

// Who is asking (docs/product.md 12.3a) is remembered on the visitor's device, in localStorage:
// never sent anywhere until the visitor sends a list, and no cookie (the server has no use for it
// on other pages). Without JavaScript the fields are simply empty the next time.

const STORAGE_KEY = "enquiry-buyer";

const isBuyerField = (name: string): name is BuyerField => (BUYER_FIELDS as readonly string[]).includes(name);

/** What this device remembered; nothing when storage is off, empty, or holds something else. */
function remembered(): Partial<BuyerDetails> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return {};
    const entries = Object.entries(parsed).filter(
      (entry): entry is [BuyerField, string] => isBuyerField(entry[0]) && typeof entry[1] === "string",
    );
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

function fieldOf(form: HTMLFormElement, field: BuyerField): HTMLInputElement | null {
  const element = form.elements.namedItem(field);
  return element instanceof HTMLInputElement ? element : null;
}

function typedIn(form: HTMLFormElement): BuyerDetails {
  return Object.fromEntries(
    BUYER_FIELDS.map((field) => [field, fieldOf(form, field)?.value.trim() ?? ""]),
  ) as BuyerDetails;
}

/**
 * Keeps who is asking, as typed in `form`, on this device: called whenever the list leaves, by
 * any way (docs/product.md 12.3a), besides every change of a field.
 */
export function rememberBuyer(form: HTMLFormElement): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(typedIn(form)));
  } catch {
    // Storage off or full: the fields still go with this list, only not remembered.
  }
}

/**
 * The buyer's fields of the form `formId` as typed, for the WhatsApp and e-mail text. Once the page
 * runs: empty fields are filled from what this device remembered, and every change is remembered.
 */
export function useRememberedBuyer(formId: string): BuyerDetails | undefined {
  const [buyer, setBuyer] = useState<BuyerDetails>();
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const kept = remembered();
    for (const field of BUYER_FIELDS) {
      const input = fieldOf(form, field);
      if (input && input.value === "" && kept[field]) input.value = kept[field];
    }
    setBuyer(typedIn(form));
    const keep = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || !isBuyerField(event.target.name)) return;
      setBuyer(typedIn(form));
      rememberBuyer(form);
    };
    form.addEventListener("input", keep);
    return () => form.removeEventListener("input", keep);
  }, [formId]);
  return buyer;
}
