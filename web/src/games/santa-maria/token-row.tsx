import { Glyph } from "./glyphs";
import type { Token } from "./tokens";

const GLYPH = 14;
const widthOf = (token: Token) => ("glyph" in token ? GLYPH : 3 + 6 * token.text.length);

/** The width a row of tokens takes, so callers can scale rows to fit. */
export const rowWidth = (tokens: Token[]) => tokens.reduce((sum, t) => sum + widthOf(t), 0);

/** A row of tokens centred on 0,0. */
export function TokenRow({ tokens }: { tokens: Token[] }) {
  let x = -rowWidth(tokens) / 2;
  return (
    <g>
      {tokens.map((token, i) => {
        const centre = x + widthOf(token) / 2;
        x += widthOf(token);
        return "glyph" in token ? (
          <g key={i} transform={`translate(${centre},0)`}>
            <Glyph kind={token.glyph} n={token.n} />
          </g>
        ) : (
          <text key={i} class="gb-sm-token" x={centre} y={4}>
            {token.text}
          </text>
        );
      })}
    </g>
  );
}
