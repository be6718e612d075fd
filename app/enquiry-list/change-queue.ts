import type { FormEvent } from "react";
import { useSubmit } from "react-router";

/**
 * Changes of the enquiry list leave the browser one at a time. The list lives in a cookie that
 * every change reads and replaces: two changes in flight at once would both start from the same
 * old list and the later answer would undo the earlier change (a quantity typed and a line removed
 * in quick succession), and React Router aborts a submission that a newer one overtakes. So each
 * change waits for the answer to the one before it, as it would without JavaScript.
 */
let lastChange: Promise<unknown> = Promise.resolve();

/** Runs `send` once every change queued before it has been answered (or has failed). */
export function queueListChange(send: () => Promise<void>): Promise<void> {
  const change = lastChange.then(send, send);
  lastChange = change.catch(() => undefined);
  return change;
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
    const action = form.getAttribute("action") ?? undefined;
    void queueListChange(() => submit(fields, { method: "post", action }));
  };
}
