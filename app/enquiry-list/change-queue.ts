import type { FormEvent } from "react";
import { useSubmit } from "react-router";
import { noteQuantity } from "./quantity-notes";

/**
 * Changes of the enquiry list leave the browser one at a time. The list lives in a cookie that
 * every change reads and replaces: two changes in flight at once would both start from the same
 * old list and the later answer would undo the earlier change (a quantity typed and a line removed
 * in quick succession), and React Router aborts a submission that a newer one overtakes. So each
 * change waits for the answer to the one before it, as it would without JavaScript.
 */
let lastChange: Promise<unknown> = Promise.resolve();
let unanswered = 0;

/** Runs `send` once every change queued before it has been answered (or has failed). */
export function queueListChange(send: () => Promise<void>): Promise<void> {
  unanswered += 1;
  const change = lastChange.then(send, send).finally(() => (unanswered -= 1));
  lastChange = change.catch(() => undefined);
  return change;
}

/** Whether a change of the list is still on its way: a link that sends the list waits for it. */
export function listChangesPending(): boolean {
  return unanswered > 0;
}

/** Resolves once every change queued so far has been answered (or has failed). */
export function listChangesSettled(): Promise<void> {
  return lastChange.then(() => undefined);
}

/** Quantities typed and not yet posted, by medicine: typing "20" posts 20, not 2 then 20. */
const unsentQuantities = new Map<string, { action: string; quantity: number }>();

/**
 * Keeps a line's quantity the moment it is typed (docs/product.md 12.5): noted in a cookie at once,
 * which every later request carries (quantity-notes.ts), then posted behind the changes before it.
 * The note is what a reload sent before the post's answer, or a post that never leaves (queued
 * when the page goes, or lost by the network), still shows and sends. The post is a `keepalive`
 * request: the browser completes it, and keeps the list cookie its answer sets, even when the
 * visitor reloads or leaves the page right after typing.
 */
export function keepQuantity(action: string, id: string, quantity: number): Promise<void> {
  noteQuantity(id, quantity);
  const queued = unsentQuantities.has(id);
  unsentQuantities.set(id, { action, quantity });
  if (queued) return listChangesSettled();
  return queueListChange(async () => {
    const latest = unsentQuantities.get(id);
    unsentQuantities.delete(id);
    if (!latest) return;
    // A URL-encoded body, as a plain form posts it.
    const body = new URLSearchParams({ intent: "quantity", medicineId: id, quantity: String(latest.quantity) });
    await fetch(latest.action, { method: "POST", body, keepalive: true, credentials: "same-origin" });
  });
}

/**
 * The `onSubmit` of a form that changes or sends the list: its fields are read when the visitor
 * submits (later edits do not leak into it), and it is posted, as a navigation, after the changes
 * before it. Without JavaScript the form posts itself as usual.
 */
export function useQueuedListSubmit() {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const fields = new FormData(form, submitter);
    // The script asks for its answer as the page's data, not as a redirect to wa.me or mailto: that
    // the router would follow out of the page, leaving it waiting with every button disabled. The
    // script says so here, not with a field it renders: a tap just after hydration, before the
    // page's effects have run, is answered by this handler while such a field is not there yet.
    fields.set("answer", "data");
    const action = form.getAttribute("action") ?? undefined;
    void queueListChange(() => submit(fields, { method: "post", action }));
  };
}
