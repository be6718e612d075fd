import type { Messages } from "@lingui/core";

// Every area's compiled English messages (the catalogues of lingui.config.ts, one folder each).
const areas = import.meta.glob<Messages>("../locales/*/en.json", { query: "?lingui", import: "messages", eager: true });

/** Every compiled English message, merged: the server's. The browser loads them by area (app/i18n/areas/). */
export const englishMessages: Messages = Object.assign({}, ...Object.values(areas));
