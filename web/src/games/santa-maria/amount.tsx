import { rowWidth, TokenRow } from "./token-row";
import type { Token } from "./tokens";

/** A row of tokens sized for text, e.g. a shipment's cost or a dock's income. */
export function Amount({ tokens }: { tokens: Token[] }) {
  const width = Math.max(14, rowWidth(tokens));
  return (
    <svg
      class="gb-sm-amount"
      viewBox={`${-width / 2} -8 ${width} 16`}
      style={{ width: `${width / 14}em` }}
      aria-hidden="true"
    >
      <TokenRow tokens={tokens} />
    </svg>
  );
}
