import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/desk-new-order";
import { DeskPage, DESK_NEW_ORDER_PATH, deskEnquiryPath } from "~/desk";
import { DESK_HEADERS, staffForAction, staffForPage } from "~/desk/index.server";
import { OrderList, type CheckFinish, type OrderCheck } from "~/enquiry-list";
import { checkAsPosted, findOrderMedicines, orderChecking, settleOrder } from "~/enquiry-list/index.server";
import { phoneSchema } from "~/enquiries";
import { EnquiryNotStoredError } from "~/enquiries/index.server";
import { indianMobile, shownIndianMobile } from "~/formatting/phone";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import type { MessageId } from "~/i18n/message-id";
import { translatorFor } from "~/i18n/translator";
import { useT } from "~/i18n/use-translation";
import { pageMeta } from "~/seo";
import { catalogueContext, clientAddressContext, deskContext, enquiriesContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

/**
 * "New order" (decision 61, docs/product.md 16.x): an order that came by WhatsApp or phone, pasted
 * or uploaded by the staff, its lines settled in the buyers' check table, stored with its buyer as
 * an order "Entered at the desk", then its desk page. Plain forms: it works without JavaScript.
 */

/** Orders the desk may enter from one network address in an hour: a busy morning's, never a loop's. */
const DESK_ORDER_RATE_LIMIT = { max: 600, windowMs: 60 * 60 * 1000 } as const;

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.newOrder.heading"), description: t("desk.meta.title"), noindex: true });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return new Headers([...Object.entries(DESK_HEADERS), ...loaderHeaders.entries(), ...actionHeaders.entries()]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await staffForPage(request, context.get(deskContext));
  return data({ staff: staff.email }, { headers: DESK_HEADERS });
}

type BuyerValues = { name: string; phone: string; shop: string };
type BuyerErrors = Partial<Record<"name" | "phone" | "shop", string>>;

const buyerSchema = z.object({
  name: z.string().trim().min(1, "desk.newOrder.error.nameRequired").max(200),
  phone: phoneSchema.pipe(z.string().min(1, "desk.newOrder.error.phoneRequired")),
  shop: z.string().trim().max(200),
});

const text = (value: FormDataEntryValue | null, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

type ActionData =
  | { step: "find"; error: string; pasted: string }
  | { step: "store"; check: OrderCheck; buyer: BuyerValues; errors: BuyerErrors; token: string };

export async function action({ request, context }: Route.ActionArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForAction(request, desk);
  const path = new URL(request.url).pathname;
  const language = languageOfPath(path);
  const t = translatorFor(language);
  const form = await request.formData();
  const check = await orderChecking(context);
  const token = text(form.get("token"), 100) || crypto.randomUUID();
  const reply = (body: ActionData, status: number) => data(body, { status, headers: DESK_HEADERS });
  if (form.get("intent") !== "store") {
    const found = await findOrderMedicines(form, check, t);
    if (!found.ok)
      return reply({ step: "find", error: found.error, pasted: text(form.get("order"), 100_000) }, found.status);
    return reply(
      { step: "store", check: found.check, buyer: { name: "", phone: "", shop: "" }, errors: {}, token },
      200,
    );
  }
  const buyer = {
    name: text(form.get("name"), 400),
    phone: text(form.get("phone"), 100),
    shop: text(form.get("shop"), 400),
  };
  const { snapshot } = await context.get(catalogueContext).read();
  // Refused before or after the lines were settled: the table as posted, with why above it.
  const refused = async (error: MessageId, status: number, errors: BuyerErrors = {}) => {
    const table = await checkAsPosted(form, snapshot, check);
    return reply({ step: "store", check: { ...table, error: t(error) }, buyer, errors, token }, status);
  };
  const parsed = buyerSchema.safeParse(buyer);
  if (!parsed.success) {
    const errors: BuyerErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof BuyerErrors;
      errors[field] ??= t(issue.message as MessageId);
    }
    return refused("desk.newOrder.error.buyer", 400, errors);
  }
  const settled = await settleOrder(form, snapshot, check, t);
  if (!settled.ok) return reply({ step: "store", check: settled.check, buyer, errors: {}, token }, settled.status);
  const mobile = indianMobile(parsed.data.phone);
  const now = new Date();
  let id: number;
  try {
    const result = await context.get(enquiriesContext).store.submit({
      name: parsed.data.name,
      email: "",
      phone: mobile ? shownIndianMobile(mobile) : parsed.data.phone,
      buyer: { shop: parsed.data.shop || null },
      message: settled.notes.join("\n"),
      lines: settled.lines,
      channel: "desk",
      order: true,
      // The page's language is the buyer's replies' (the order's page reads it from here).
      page: path,
      clientAddress: context.get(clientAddressContext),
      // One order per form shown: "Store order" pressed twice, or the page sent again, stores it once.
      token,
      // The company already has it: no e-mail of its own.
      deliver: false,
      rateLimit: DESK_ORDER_RATE_LIMIT,
      now,
    });
    if (result.kind === "rate-limited") return refused("desk.newOrder.error.rateLimited", 429);
    id = result.id;
    if (result.kind === "stored")
      await desk.store.record({ staff: staff.email, action: "order:new", enquiryId: id, at: now });
  } catch (error) {
    if (!(error instanceof EnquiryNotStoredError)) throw error;
    return refused("desk.newOrder.error.notStored", 503);
  }
  return redirect(pathInLanguage(deskEnquiryPath(id), language), { status: 303, headers: DESK_HEADERS });
}

const FIELD =
  "mt-1.5 block w-full max-w-md rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-invalid:border-red-600";

/** The buyer's fields under the check table: name and phone required, shop optional. */
function BuyerFields({ values, errors, token }: { values: BuyerValues; errors: BuyerErrors; token: string }) {
  const t = useT();
  const field = (key: keyof BuyerValues, label: MessageId, extra: { type?: string; autoComplete?: string }) => {
    const error = errors[key];
    return (
      <div>
        <label htmlFor={`buyer-${key}`} className="font-medium text-slate-900">
          {t(label)}
        </label>
        <input
          id={`buyer-${key}`}
          name={key}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete ?? "off"}
          defaultValue={values[key]}
          required={key !== "shop"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `buyer-${key}-error` : undefined}
          className={FIELD}
        />
        {error ? (
          <p id={`buyer-${key}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="mt-6 space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-lg font-semibold">{t("desk.newOrder.buyer")}</legend>
      <input type="hidden" name="token" value={token} />
      {field("name", "desk.newOrder.name", {})}
      {field("phone", "desk.newOrder.phone", { type: "tel" })}
      {field("shop", "desk.newOrder.shop", {})}
    </fieldset>
  );
}

export default function DeskNewOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const stored = actionData?.step === "store" ? actionData : null;
  const finish: CheckFinish | undefined = stored
    ? {
        fields: <BuyerFields values={stored.buyer} errors={stored.errors} token={stored.token} />,
        label: t("desk.newOrder.store"),
        intent: "store",
      }
    : undefined;
  return (
    <DeskPage staff={loaderData.staff}>
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.newOrder.heading")}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("desk.newOrder.intro")}</p>
      <OrderList
        action={DESK_NEW_ORDER_PATH}
        check={stored?.check ?? null}
        error={actionData?.step === "find" ? actionData.error : undefined}
        pasted={actionData?.step === "find" ? actionData.pasted : undefined}
        finish={finish}
      />
    </DeskPage>
  );
}
