import type { create } from "xmlbuilder2";
import type { Bill, BillLine } from "./billing";

/**
 * "Download for Tally (XML)" (decision 60): a TallyPrime import file (Gateway of Tally → Import →
 * Transactions, or an HTTP POST to Tally's port) holding one "Sales Order" voucher per order, in
 * the envelope of Tally's developer reference ("Integration with TallyPrime", "Understanding
 * Integration – Transactions"): ENVELOPE / HEADER / TALLYREQUEST "Import Data", BODY / IMPORTDATA /
 * REQUESTDESC / REPORTNAME "Vouchers", REQUESTDATA / TALLYMESSAGE / VOUCHER.
 *
 * Each supplied line is an inventory entry whose stock item is the sheet's item code, else the
 * medicine's name; its quantity carries the unit ("2 Strip"), the billed quantity leaves out the
 * scheme's free goods, the rate is "30.50/Strip". The party is debited the total (a ledger entry
 * with a negative amount, as Tally writes a debit). Written by xmlbuilder2: every text and
 * attribute escaped, UTF-8, characters XML cannot hold dropped, so a buyer's name with &, <,
 * quotes or Hindi letters round-trips and nothing they type can change the file's structure.
 */

/** "20261207": the date as Tally's import reads it. */
export function tallyDate(isoDate: string): string {
  return isoDate.replaceAll("-", "");
}

const money = (rupees: number) => rupees.toFixed(2);

/** "2 Strip", "2" (Tally reads a quantity with its unit's symbol after it). */
const quantityText = (quantity: number, unit: string | null) => (unit === null ? `${quantity}` : `${quantity} ${unit}`);

type Element = ReturnType<typeof create>;

function inventoryEntry(voucher: Element, line: BillLine): void {
  const entry = voucher.ele("ALLINVENTORYENTRIES.LIST");
  entry.ele("STOCKITEMNAME").txt(line.itemCode ?? line.name);
  // A sale: the item goes out (Tally's "deemed positive" is the debit side).
  entry.ele("ISDEEMEDPOSITIVE").txt("No");
  if (line.rate !== null) entry.ele("RATE").txt(`${money(line.rate)}/${line.unit ?? "Nos"}`);
  if (line.amount !== null) entry.ele("AMOUNT").txt(money(line.amount));
  entry.ele("ACTUALQTY").txt(quantityText(line.quantity + line.free, line.unit));
  entry.ele("BILLEDQTY").txt(quantityText(line.quantity, line.unit));
}

/**
 * One Tally import file holding a "Sales Order" voucher per bill, in the bills' order. xmlbuilder2
 * (about 140 modules with its DOM) is loaded with the first file asked for, not by every process
 * at start (docs/decisions/036-cheaper-pages.md, sixth round).
 */
export async function tallyXml(bills: readonly Bill[]): Promise<string> {
  const { create } = await import("xmlbuilder2");
  const document = create({ version: "1.0", encoding: "UTF-8", invalidCharReplacement: "" });
  const envelope = document.ele("ENVELOPE");
  envelope.ele("HEADER").ele("TALLYREQUEST").txt("Import Data");
  const importData = envelope.ele("BODY").ele("IMPORTDATA");
  importData.ele("REQUESTDESC").ele("REPORTNAME").txt("Vouchers");
  const message = importData.ele("REQUESTDATA").ele("TALLYMESSAGE", { "xmlns:UDF": "TallyUDF" });
  for (const { party, lines } of bills) {
    const voucher = message.ele("VOUCHER", {
      VCHTYPE: "Sales Order",
      ACTION: "Create",
      OBJVIEW: "Invoice Voucher View",
    });
    voucher.ele("DATE").txt(tallyDate(party.date));
    voucher.ele("VOUCHERTYPENAME").txt("Sales Order");
    voucher.ele("VOUCHERNUMBER").txt(String(party.order));
    voucher.ele("REFERENCE").txt(`Order ${party.order}`);
    voucher.ele("PARTYLEDGERNAME").txt(party.party);
    voucher.ele("PARTYNAME").txt(party.party);
    if (party.gstin) voucher.ele("PARTYGSTIN").txt(party.gstin);
    voucher.ele("PERSISTEDVIEW").txt("Invoice Voucher View");
    voucher.ele("ISINVOICE").txt("Yes");
    const narration = [
      party.phone && `Phone ${party.phone}`,
      party.drugLicence && `DL ${party.drugLicence}`,
      party.city,
    ]
      .filter(Boolean)
      .join(", ");
    if (narration !== "") voucher.ele("NARRATION").txt(narration);
    const total = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
    const partyEntry = voucher.ele("LEDGERENTRIES.LIST");
    partyEntry.ele("LEDGERNAME").txt(party.party);
    partyEntry.ele("ISDEEMEDPOSITIVE").txt("Yes");
    partyEntry.ele("ISPARTYLEDGER").txt("Yes");
    partyEntry.ele("AMOUNT").txt(money(-total));
    for (const line of lines) inventoryEntry(voucher, line);
  }
  return document.end({ prettyPrint: true });
}
