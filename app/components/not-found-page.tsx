import { Link } from "react-router";

/** The "Oops! Page not found" screen (SPEC.md §2), shown with HTTP 404. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
