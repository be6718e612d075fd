import type { CatalogueStore } from "~/catalogue/store.server";
import type { ServerConfig } from "~/config.server";
import type { EnquiryService } from "~/enquiries/service.server";
import type { Logger } from "~/logger.server";

/** What the server hands every loader and action (server/app.ts builds it). */
export type ServerContext = {
  catalogue: CatalogueStore;
  enquiries: EnquiryService;
  config: ServerConfig;
  logger: Logger;
};

/** The server context plus what belongs to one request. */
export type RequestContext = ServerContext & {
  /** The visitor's address as Express sees it (`req.ip`, honouring TRUST_PROXY). */
  clientAddress: string;
  /** Content-Security-Policy nonce of this response (server/security.ts). */
  cspNonce: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends RequestContext {}
}
