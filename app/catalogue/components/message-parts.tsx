import { Fragment, type ReactNode } from "react";
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
  return messageWithElements(t, id, values, { [slot]: element });
}

/**
 * A translated sentence with several of its arguments as elements ({@link messageWithElement}),
 * e.g. examples of what buyers write, marked as English on a Hindi page.
 */
export function messageWithElements(
  t: Translate,
  id: MessageId,
  values: MessageValues,
  elements: Record<string, ReactNode>,
): ReactNode {
  const slots = Object.keys(elements);
  const marks = Object.fromEntries(slots.map((slot, index) => [slot, `${SLOT}${index}${SLOT}`]));
  const text = t(id, { ...values, ...marks });
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(new RegExp(`${SLOT}(\\d+)${SLOT}`, "g"))) {
    parts.push(text.slice(from, match.index));
    const slot = slots[Number(match[1])]!;
    parts.push(<Fragment key={`${slot}-${match.index}`}>{elements[slot]}</Fragment>);
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(from));
  return <>{parts}</>;
}
