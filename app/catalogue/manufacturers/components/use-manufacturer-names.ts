import { useEffect, useState } from "react";
import {
  keepManufacturerNames,
  manufacturerNamesOf,
  manufacturerNamesOnPage,
} from "~/catalogue/manufacturers/manufacturer-names";

/**
 * The Manufacturer filter's names for the page's catalogue version (app/catalogue/manufacturers/manufacturer-names.ts):
 * the page's own list when it has one (the browser's copy answered), else the kept one (on the
 * server, the loader kept it; in the browser, read back from the server's HTML while hydrating),
 * else undefined while `/manufacturers.json` answers.
 */
export function useManufacturerNames(version: string, fromPage: readonly string[] | undefined) {
  if (fromPage) keepManufacturerNames(version, fromPage);
  const known = fromPage ?? manufacturerNamesOf(version) ?? manufacturerNamesOnPage(version);
  const [loaded, setLoaded] = useState<{ version: string; names: readonly string[] } | null>(null);

  useEffect(() => {
    if (known) return;
    let current = true;
    import("~/catalogue/manufacturers/load-manufacturer-names")
      .then(({ loadManufacturerNames }) => loadManufacturerNames())
      .then(
        (answer) => {
          // A catalogue refreshed in between: its names still beat none.
          if (current) setLoaded({ version, names: answer.names });
        },
        () => {
          // Offline or refused: the filter offers the chosen manufacturer only; the next page tries again.
        },
      );
    return () => {
      current = false;
    };
  }, [known, version]);

  return known ?? (loaded?.version === version ? loaded.names : undefined);
}
