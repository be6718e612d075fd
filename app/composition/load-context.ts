import { createContext, RouterContextProvider } from "react-router";
import type { ChangeService, SearchMissService, CatalogueStore } from "~/catalogue/index.server";
import type { ServerConfig } from "./config.server";
import type { EnquiryService } from "~/enquiries/index.server";
import type { DeskService } from "~/desk/index.server";
import type { BackInStockService } from "~/back-in-stock/index.server";
import type { BackupService } from "~/backup/index.server";
import { createListSession, type ListSession } from "~/enquiry-list/index.server";
import type { Logger } from "~/server/logger.server";

/**
 * What every loader and action reads from `context`, one typed key per value: a route asks for
 * what it uses (`context.get(catalogueContext)`). React Router's middleware context
 * (`future.v8_middleware`); server/app.ts fills it for each request with loadContextOf.
 */
export const catalogueContext = createContext<CatalogueStore>();
export const enquiriesContext = createContext<EnquiryService>();
/** Searches that found nothing (docs/product.md 10.7). */
export const searchMissesContext = createContext<SearchMissService>();
/** What changed in the catalogue (docs/product.md §17). */
export const changesContext = createContext<ChangeService>();
export const configContext = createContext<ServerConfig>();
/** "Notify me when it is back" (docs/product.md 17.4). */
export const backInStockContext = createContext<BackInStockService>();
/** The order desk: staff sign-in, sessions, the desk's own state of orders (docs/product.md "Order desk"). */
export const deskContext = createContext<DeskService>();
/** The server's backups of the database (docs/decisions/031-backups.md). */
export const backupsContext = createContext<BackupService>();
export const loggerContext = createContext<Logger>();
/** The visitor's address as Express sees it (`req.ip`, honouring TRUST_PROXY). */
export const clientAddressContext = createContext<string>();
/** The visitor's enquiry list, from the request's cookie (docs/product.md §12). */
export const enquiryListContext = createContext<ListSession>();
/**
 * Receives the hashes of the rendered document's inline scripts (app/entry.server.tsx), which its
 * Content-Security-Policy allows (server/security.ts).
 */
export const inlineScriptsContext = createContext<(hashes: string[]) => void>();

/**
 * Keeps this response out of the page cache (server/page-cache-middleware.ts): for a render that
 * does something every visit must do again, such as counting a search that found nothing.
 */
export const pageNotKeptContext = createContext<() => void>();

/**
 * Runs a task once this request's answer has gone out (server/app.ts: the response's "finish"),
 * so that work only some requests need (a staff address's sign-in link) neither delays nor times
 * their answer.
 */
export const afterResponseContext = createContext<(task: () => void) => void>();

/** The long-lived services the server starts once (server/services.ts). */
export type ServerContext = {
  catalogue: CatalogueStore;
  enquiries: EnquiryService;
  searchMisses: SearchMissService;
  desk: DeskService;
  changes: ChangeService;
  backInStock: BackInStockService;
  backups: BackupService;
  config: ServerConfig;
  logger: Logger;
};

/** What belongs to one request. */
export type RequestValues = {
  clientAddress: string;
  allowInlineScripts: (hashes: string[]) => void;
  keepPageOut: () => void;
  /** The request's Cookie header: the enquiry list lives in it. */
  cookieHeader?: string;
  /** See {@link afterResponseContext}; without it (tests calling routes), on the next turn of the event loop. */
  afterResponse?: (task: () => void) => void;
};

/** The context of one request: the services plus that request's own values. */
export function loadContextOf(server: ServerContext, request: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(catalogueContext, server.catalogue);
  context.set(enquiriesContext, server.enquiries);
  context.set(searchMissesContext, server.searchMisses);
  context.set(deskContext, server.desk);
  context.set(changesContext, server.changes);
  context.set(backInStockContext, server.backInStock);
  context.set(backupsContext, server.backups);
  context.set(configContext, server.config);
  context.set(loggerContext, server.logger);
  context.set(clientAddressContext, request.clientAddress);
  context.set(inlineScriptsContext, request.allowInlineScripts);
  context.set(pageNotKeptContext, request.keepPageOut);
  context.set(afterResponseContext, request.afterResponse ?? ((task) => setImmediate(task)));
  context.set(
    enquiryListContext,
    createListSession(request.cookieHeader, {
      secret: server.enquiries.listSecret,
      secure: server.config.SITE_URL.startsWith("https:"),
    }),
  );
  return context;
}
