import { AlertTriangle } from "lucide-react";

/** "Error Loading Data" (docs/product.md §2, §8): shown when the server has no catalogue to serve. */
export function ErrorPanel({ message, retryHref }: { message: string; retryHref: string }) {
  return (
    <div role="alert" className="mt-6 flex gap-4 rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
      <AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-red-700" />
      <div>
        <h2 className="text-lg font-semibold">Error Loading Data</h2>
        <p className="mt-1">{message || "An unknown error occurred"}</p>
        <a
          href={retryHref}
          className="mt-4 inline-block rounded-md bg-white px-4 py-2 text-sm font-medium text-red-900 ring-1 ring-red-300 hover:bg-red-100"
        >
          Try again
        </a>
      </div>
    </div>
  );
}
