import type { ButtonHTMLAttributes, Ref } from "react";
import { CATALOGUE_PATH } from "~/catalogue/urls/links";
import { toSearchParams, type CatalogueQuery } from "~/catalogue/urls/url-state";
import { useCatalogueState, type GoOptions } from "./catalogue-state";
import { useLocalizedHref } from "~/i18n/use-translation";

type QueryButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "form"> & {
  /** The catalogue state the button leads to. */
  to: CatalogueQuery;
  goOptions?: GoOptions;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button that moves the catalogue to another state. It is the submit button of a small
 * GET form holding that state, so it works before and without JavaScript; with JavaScript
 * it navigates on the client instead.
 */
export function QueryButton({ to, goOptions, onClick, ...button }: QueryButtonProps) {
  const { go } = useCatalogueState();
  const localized = useLocalizedHref();
  return (
    <form
      method="get"
      action={localized(CATALOGUE_PATH)}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        go(to, goOptions);
      }}
    >
      {[...toSearchParams(to)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" onClick={onClick} {...button} />
    </form>
  );
}
