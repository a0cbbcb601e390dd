import { volcanoCentres } from "./islands";
import type { Site } from "./types";

/** Each island's volcano: a cone with a glowing crater amid its ring of volcano sites. */
export function Volcanoes({ sites }: { sites: Site[] }) {
  return (
    <g>
      {volcanoCentres(sites).map(({ x, y, r }) => {
        const cone = r * 0.62;
        return (
          <g key={`${x},${y}`} transform={`translate(${x},${y})`}>
            <circle r={cone} fill="#8a5a3c" />
            <circle r={cone * 0.72} fill="#a06a45" />
            <circle r={cone * 0.38} fill="#e4572e" />
            <circle r={cone * 0.2} fill="#ffb347" />
          </g>
        );
      })}
    </g>
  );
}
