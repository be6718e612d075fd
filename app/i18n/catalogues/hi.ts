import type { Messages } from "@lingui/core";

// Every area's compiled Hindi messages (the catalogues of lingui.config.ts, one folder each).
const areas = import.meta.glob<Messages>("../locales/*/hi.json", { query: "?lingui", import: "messages", eager: true });

/** Every compiled Hindi message, merged: the server's, and a Hindi page's (app/routes/hindi.tsx). */
export const hindiMessages: Messages = Object.assign({}, ...Object.values(areas));
