import { Link } from "react-router";
import { formatAddress, site } from "~/site";

/** Site footer (SPEC.md §2 "Footer"): quick links, contact, hours and the licensed-dealer line. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white text-sm text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-slate-900">
            Quick links
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className="hover:underline" to="/">
                Home
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/medicines">
                Medicines
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/about">
                About us
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/contact">
                Contact us
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-slate-900">
            Contact
          </h2>
          <address className="mt-3 space-y-2 not-italic">
            <p>
              <a className="hover:underline" href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <a className="hover:underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>{formatAddress()}</p>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="font-semibold text-slate-900">
            Business hours
          </h2>
          <p className="mt-3">{site.footerHours}</p>
        </section>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-4 text-slate-600">
          © {new Date().getFullYear()} {site.name}. Licensed pharmaceutical dealer and distributor · Drug licence{" "}
          {site.licences.drugLicences.map((licence) => licence.number).join(", ")} · GSTIN {site.licences.gstin}
        </p>
      </div>
    </footer>
  );
}
