import { Outlet, useNavigation } from "react-router";
import { MedicineDetailSkeleton } from "~/catalogue/components/medicine-detail-skeleton";

const MEDICINE_PATH = /^\/medicines\/[^/]+\/?$/;

/**
 * The app's outlet, except while a client-side navigation to a medicine page loads: then the
 * detail skeleton, so the visitor sees the page coming instead of the previous one (and never a
 * "not found" before the answer).
 */
export function MedicineNavigationOutlet() {
  const navigation = useNavigation();
  if (navigation.state === "loading" && MEDICINE_PATH.test(navigation.location.pathname)) {
    return <MedicineDetailSkeleton />;
  }
  return <Outlet />;
}
