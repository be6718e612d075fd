/** The "Unexpected Application Error!" screen (docs/product.md §8); details only in development. */
export function UnexpectedError({ details }: { details?: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-2 text-slate-600">Something went wrong on our side. Please try again in a moment.</p>
      {details ? (
        <pre className="mt-6 overflow-x-auto rounded-md bg-slate-900 p-4 text-left text-sm text-slate-100">
          {details}
        </pre>
      ) : null}
    </section>
  );
}
