// The site's stylesheet as text, compiled by the same Tailwind build as the browser's
// (app/components/inline-styles.tsx writes it into each page).
import css from "~/app.css?inline";

export const siteStyles: string = css;
