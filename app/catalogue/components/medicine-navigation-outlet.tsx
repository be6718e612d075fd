import { Outlet, useNavigation } from "react-router";
import { MedicineDetailSkeleton } from "~/catalogue/components/medicine-detail-skeleton";
import { PRICE_LIST_PATH } from "~/catalogue/urls/links";
import { pathWithoutLanguage } from "~/i18n/languages";

const MEDICINE_PATH = /^\/medicines\/[^/]+\/?$/;

/** A medicine's page: /medicines/{id} or /hi/medicines/{id}, but not the price list living beside them. */
function isMedicinePath(address: string): boolean {
  const pathname = pathWithoutLanguage(address);
  return MEDICINE_PATH.test(pathname) && pathname.replace(/\/$/, "") !== PRICE_LIST_PATH;
}

/**
 * The app's outlet, except while a client-side navigation to a medicine page loads: then the
 * detail skeleton, so the visitor sees the page coming instead of the previous one (and never a
 * "not found" before the answer).
 */
export function MedicineNavigationOutlet() {
  const navigation = useNavigation();
  if (navigation.state === "loading" && isMedicinePath(navigation.location.pathname)) {
    return <MedicineDetailSkeleton />;
  }
  return <Outlet />;
}
