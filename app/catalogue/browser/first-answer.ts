import { isRouteErrorResponse } from "react-router";

/**
 * Whichever of the server's answer and the browser copy's comes first (docs/decisions/019).
 * `fromCopy` is started at once and told whether its answer is still wanted, so that it does not
 * work out (or report a search miss for) a page the server has answered already. The copy gives
 * null when it keeps no catalogue; the server's answer then stands, as it does when it is a
 * redirect or an error response the server sent. A connection that fails (offline, a dropped
 * network) leaves it to the copy; only when the copy has nothing either does the failure stand.
 */
export function firstAnswer<S, C>(
  fromServer: Promise<S>,
  fromCopy: (stillWanted: () => boolean) => Promise<C | null>,
): Promise<S | C> {
  let settled = false;
  return new Promise<S | C>((resolve, reject) => {
    const answer = (value: S | C) => {
      settled = true;
      resolve(value);
    };
    const fail = (error: unknown) => {
      settled = true;
      reject(error);
    };
    let connectionFailure: { error: unknown } | undefined;
    let copyHasNothing = false;
    fromServer.then(answer, (error: unknown) => {
      if (error instanceof Response || isRouteErrorResponse(error) || copyHasNothing) fail(error);
      else connectionFailure = { error };
    });
    fromCopy(() => !settled).then(
      (page) => {
        if (page !== null) answer(page);
        else if (connectionFailure) fail(connectionFailure.error);
        else copyHasNothing = true;
      },
      // The copy failing is no answer: the server's stands, whatever it is.
      () => {
        if (connectionFailure) fail(connectionFailure.error);
        else copyHasNothing = true;
      },
    );
  });
}
