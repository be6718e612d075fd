import type { MetaDescriptor } from "react-router";
import { site } from "~/site";

/** Title and description tags of a page; every page has its own (SPEC.md, issue 5). */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title: title === site.name ? title : `${title} | ${site.name}` },
    { name: "description", content: description },
  ];
}
