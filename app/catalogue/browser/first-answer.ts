import { isRouteErrorResponse } from "react-router";

/**
 * Whichever of the server's answer and the browser copy's comes first (docs/decisions/019).
 * The copy gives null when it keeps no catalogue; the server's answer then stands, as it does
 * when it is a redirect or an error response the server sent. A connection that fails (offline,
 * a dropped network) leaves it to the copy; only when the copy has nothing either does the
 * failure stand.
 */
export function firstAnswer<S, C>(fromServer: Promise<S>, fromCopy: Promise<C | null>): Promise<S | C> {
  return new Promise<S | C>((resolve, reject) => {
    let connectionFailure: { error: unknown } | undefined;
    let copyHasNothing = false;
    fromServer.then(resolve, (error: unknown) => {
      if (error instanceof Response || isRouteErrorResponse(error) || copyHasNothing) reject(error);
      else connectionFailure = { error };
    });
    fromCopy.then(
      (page) => {
        if (page !== null) resolve(page);
        else if (connectionFailure) reject(connectionFailure.error);
        else copyHasNothing = true;
      },
      // The copy failing is no answer: the server's stands, whatever it is.
      () => {
        if (connectionFailure) reject(connectionFailure.error);
        else copyHasNothing = true;
      },
    );
  });
}
