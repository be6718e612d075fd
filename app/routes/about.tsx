import { Link } from "react-router";
import { pageMeta } from "~/seo";
import { site } from "~/site";

export function meta() {
  return pageMeta({
    title: "About us",
    description: `${site.name} is a licensed pharmaceutical dealer and distributor in Patna, Bihar: our mission, vision and values.`,
  });
}

const VALUES = [
  { title: "Integrity", text: "Genuine products from authorised sources, with full documentation." },
  { title: "Reliability", text: "Stock you can count on and deliveries that arrive when promised." },
  { title: "Care", text: "Every order ends with a patient; we handle medicines accordingly." },
  { title: "Service", text: "Knowledgeable staff who answer pharmacists, doctors and buyers quickly." },
] as const;

export default function About() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-semibold">About {site.name}</h1>
      <p className="mt-4 text-lg text-slate-700">
        We are a licensed pharmaceutical dealer and distributor based in Patna, supplying pharmacies, hospitals, clinics
        and institutions across Bihar.
      </p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        <section className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold">Our mission</h2>
          <p className="mt-2 text-slate-700">
            To make genuine, affordable medicines reliably available to every pharmacy and hospital we serve.
          </p>
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-semibold">Our vision</h2>
          <p className="mt-2 text-slate-700">
            To be the most trusted medicine distributor in Bihar, known for quality, transparency and service.
          </p>
        </section>
      </div>
      <section aria-labelledby="values" className="mt-12">
        <h2 id="values" className="text-2xl font-semibold">
          Our values
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="font-semibold">{value.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-12 rounded-xl bg-brand-50 p-8">
        <h2 className="text-xl font-semibold">Talk to us</h2>
        <p className="mt-2 text-slate-700">Questions about a medicine, stock or supply terms? We are happy to help.</p>
        <Link
          to="/contact"
          className="mt-4 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          Contact us
        </Link>
      </section>
    </div>
  );
}
