import { useSyncExternalStore } from "react";
import { useT } from "~/i18n/use-translation";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Says so when the page is shown without a network (saved by the service worker). */
export function OfflineNotice() {
  const t = useT();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  // Rendered only while offline, so pages keep a single status region (their result counts) online.
  if (online) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 print:hidden">
      {t("offline.notice")}
    </p>
  );
}
