import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The screens and the resources with text exist in English at their plain addresses and in Hindi
 * under `/hi` (docs/product.md §14): the same route modules, registered twice with their own ids,
 * the Hindi ones inside a layout route that loads the Hindi texts.
 * Resources without interface text (sitemap, robots, the catalogue copy, the manufacturer names,
 * search endpoints, health, web manifest) exist once.
 */
function pages(language: "en" | "hi") {
  // English routes keep the ids React Router derives from the file; Hindi ones get "hi/…".
  const id = (file: string) => (language === "en" ? {} : { id: `hi/${file.replace(/\.tsx?$/, "")}` });
  const page = (path: string, file: string) => route(path, file, id(file));
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    page("medicines", "routes/medicines.tsx"),
    page("medicines/price-list", "routes/price-list.tsx"),
    page("medicines/price-list.csv", "routes/price-list-csv.ts"),
    page("medicines/price-list.xlsx", "routes/price-list-xlsx.ts"),
    page("medicines/:id", "routes/medicine.tsx"),
    page("about", "routes/about.tsx"),
    page("contact", "routes/contact.tsx"),
    page("enquiry", "routes/enquiry.tsx"),
    page("manufacturers", "routes/manufacturers.tsx"),
    page("manufacturers/:slug", "routes/manufacturer.tsx"),
  ];
}

export default [
  ...pages("en"),
  // The Hindi pages sit in a layout route that brings the Hindi texts (routes/hindi.tsx).
  route("hi", "routes/hindi.tsx", { id: "hi" }, [
    ...pages("hi"),
    route("*", "routes/not-found.tsx", { id: "hi/routes/not-found" }),
  ]),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemap/:part", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("catalogue.json", "routes/catalogue-json.ts"),
  route("manufacturers.json", "routes/manufacturers-json.ts"),
  route("search-misses", "routes/search-misses.ts"),
  route("search-suggestions", "routes/search-suggestions.ts"),
  route("manifest.webmanifest", "routes/manifest-webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
