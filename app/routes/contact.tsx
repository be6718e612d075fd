import { pageMeta } from "~/seo";
import { formatAddress, site } from "~/site";

export function meta() {
  return pageMeta({
    title: "Contact us",
    description: `Call, e-mail or visit ${site.name} in Patna: phone, address and opening hours.`,
  });
}

export default function Contact() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-semibold">Contact us</h1>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <section className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold">Get in touch</h2>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="font-medium">Phone</dt>
              <dd>
                <a className="text-brand-700 underline" href={`tel:${site.phone.tel}`}>
                  {site.phone.display}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-medium">Email</dt>
              <dd>
                <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-medium">Address</dt>
              <dd>{formatAddress()}</dd>
            </div>
          </dl>
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold">Opening hours</h2>
          <dl className="mt-4 space-y-2">
            {site.contactHours.map((entry) => (
              <div key={entry.days} className="flex justify-between gap-4">
                <dt>{entry.days}</dt>
                <dd>{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
