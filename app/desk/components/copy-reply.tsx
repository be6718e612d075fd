import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { buttonClasses } from "~/components/ui/button";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/desk";

/**
 * "Copy reply" (decision 59): the reply's text for the chat the order came from. The text is
 * always in a box to select (the page without JavaScript); with it, the button copies it.
 */
export function CopyReply({ text }: { text: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <label htmlFor="reply-text" className="block font-medium">
        {t("desk.reply.text")}
      </label>
      <textarea
        id="reply-text"
        readOnly
        rows={8}
        value={text}
        aria-describedby="reply-text-help"
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <p id="reply-text-help" className="text-sm text-slate-600">
        {t("desk.reply.selectHelp")}
      </p>
      {hydrated && (
        <button
          type="button"
          className={buttonClasses({ variant: "outline", className: "block w-full text-center" })}
          onClick={() => {
            void navigator.clipboard.writeText(text).then(() => setCopied(true));
          }}
        >
          {t("desk.reply.copy")}
        </button>
      )}
      <p role="status" className="text-sm text-green-800">
        {copied ? t("desk.reply.copied") : ""}
      </p>
    </div>
  );
}
