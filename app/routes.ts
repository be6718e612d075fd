import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("medicines", "routes/medicines.tsx"),
  route("medicines/price-list", "routes/price-list.tsx"),
  route("medicines/price-list.csv", "routes/price-list-csv.ts"),
  route("medicines/price-list.xlsx", "routes/price-list-xlsx.ts"),
  route("medicines/:id", "routes/medicine.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("enquiry", "routes/enquiry.tsx"),
  route("manufacturers", "routes/manufacturers.tsx"),
  route("manufacturers/:slug", "routes/manufacturer.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("catalogue.json", "routes/catalogue-json.ts"),
  route("search-misses", "routes/search-misses.ts"),
  route("search-suggestions", "routes/search-suggestions.ts"),
  route("manifest.webmanifest", "routes/manifest-webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
