import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "~/i18n/use-translation";
import { ScriptButton } from "./script-button";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
};

/**
 * A panel sliding in from the left over the page, for narrow screens. Built on the
 * browser's modal `<dialog>`: focus moves in and returns to the opener, the page behind
 * is inert, Escape closes it; no script ships for any of that.
 */
export function Sheet({ open, onOpenChange, title, children }: SheetProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    // The page behind must not scroll under the panel.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
    };
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClose = () => onOpenChange(false);
    // A click on the dialog element itself is a click on the backdrop around the panel.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) onOpenChange(false);
    };
    element.addEventListener("close", onClose);
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("close", onClose);
      element.removeEventListener("click", onClick);
    };
  }, [onOpenChange]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(22rem,calc(100vw-2.5rem))] max-w-none bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <ScriptButton
            aria-label={t("common.close")}
            onClick={() => onOpenChange(false)}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </ScriptButton>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
