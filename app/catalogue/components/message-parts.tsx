import type { ReactNode } from "react";
import type { MessageId, MessageValues, Translate } from "~/i18n/translator";

// A stand-in no translation or data contains (invisible separators around a word).
const SLOT = "\u2063slot\u2063";

/**
 * A translated sentence with one of its arguments as an element (`<strong>`, `<time>`): the
 * sentence stays one message, so each language puts the element where its word order needs it.
 */
export function messageWithElement(
  t: Translate,
  id: MessageId,
  values: MessageValues,
  slot: string,
  element: ReactNode,
): ReactNode {
  const text = t(id, { ...values, [slot]: SLOT });
  const at = text.indexOf(SLOT);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + SLOT.length)}
    </>
  );
}
