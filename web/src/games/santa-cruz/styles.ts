/** Santa Cruz's colours: sea, islands, the three kinds of site, rivers, roads and score bars. */
export const santaCruzCss = `
.gb-sc-map { width: 100%; height: auto; display: block; }
/* a phone's width would make each site a fingertip's third: the map keeps a size to tap and scrolls sideways */
@container (max-width: 640px) { .gb-sc .gb-map-canvas { width: 620px; } }
/* a map cut by its box says so: a line above it, and a shade with an arrow on each side that hides more */
.gb-map-hint { margin: 0 0 6px; }
.gb-map-hint::before { content: "↔ " / ""; font-weight: 700; }
.gb-map-view { position: relative; }
.gb-more-left::before, .gb-more-right::after { position: absolute; z-index: 1; top: 0; bottom: 0; width: 40px;
  display: flex; align-items: center; padding: 0 6px; pointer-events: none; color: #fff;
  font: 700 30px/1 system-ui, sans-serif; }
.gb-more-left::before { content: "‹" / ""; left: 0; border-radius: 10px 0 0 10px;
  background: linear-gradient(to right, #0b2a44cc, #0b2a4400); }
.gb-more-right::after { content: "›" / ""; right: 0; justify-content: flex-end; border-radius: 0 10px 10px 0;
  background: linear-gradient(to left, #0b2a44cc, #0b2a4400); }
.gb-chosen .gb-ring { stroke: #1f2328; stroke-width: 6; animation: none; }
.gb-sc-shallows circle { fill: #8fd0e6; }
.gb-sc-beach circle { fill: #ecd9a0; }
.gb-sc-isle circle { fill: #8fbf6a; }
.gb-sc-river-bank { fill: none; stroke: #1e5f96; stroke-width: 13; stroke-linecap: round; stroke-linejoin: round; }
.gb-sc-river { fill: none; stroke: #4fa3e0; stroke-width: 8; stroke-linecap: round; stroke-linejoin: round; }
.gb-sc-road line { stroke: #6b4a26; stroke-width: 4; stroke-dasharray: 0.5 9; stroke-linecap: round; }
.gb-sc-site { stroke-width: 2.5; }
.gb-sc-coast { fill: #f2f8fc; stroke: #1f6fb0; }
.gb-sc-land { fill: #f6ebcb; stroke: #9a7b45; }
.gb-sc-volcano { fill: #fbd3a8; stroke: #c9561a; }
.gb-sc-back.gb-sc-land { fill: url(#gb-sc-hatch); }
.gb-sc-back.gb-sc-volcano { fill: #e98d4d; }
.gb-sc-hatch-ground { fill: #d7bf86; }
.gb-sc-hatch-line { stroke: #c3a667; stroke-width: 3; }
.gb-sc-points { font: 700 13px system-ui, sans-serif; fill: #1f2328; text-anchor: middle; }
.gb-sc-number circle { fill: #1f2328; stroke: #fffdf5; stroke-width: 1.5; }
.gb-sc-number text { font: 700 13px system-ui, sans-serif; fill: #fffdf5; text-anchor: middle; }
.gb-sc-bonus { font: 700 8px system-ui, sans-serif; fill: #14568f; }
.gb-sc-track { list-style: none; padding: 0; margin: 0; }
.gb-sc-track li { display: grid; grid-template-columns: minmax(0, 9em) 1fr auto; align-items: center; gap: 6px; }
.gb-sc-track-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gb-sc-track-bar { height: 8px; border-radius: 4px; background: #c9b27a; min-width: 2px; }
.gb-sc-chips { display: inline-flex; flex-wrap: wrap; gap: 4px; }
.gb-card { font-size: 12px; padding: 1px 6px; border-radius: 4px; border: 1px solid #0003; background: #fff; }
.gb-card-ship { background: #d7ebfa; }
.gb-card-road { background: #ecdcc4; }
.gb-card-river { background: #cfe9f2; }
.gb-card-double { background: #efe0f5; }
.gb-card-played { background: #eee; color: #555; border-style: dashed; }
.gb-sc-scoring, .gb-sc-offers { list-style: none; padding: 0; margin: 0; }
.gb-sc-scoring li, .gb-sc-offers li { padding: 4px 0; border-top: 1px solid #eee5cf; display: flex; flex-wrap: wrap;
  align-items: center; gap: 4px 8px; }
.gb-sc-scoring li .gb-note { flex-basis: 100%; }
.gb-sc-discarding { background: #fde2dc; }
.gb-legend ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
.gb-legend { margin-top: 12px; }
.gb-sc-badge-key { flex-direction: column; }
`;
