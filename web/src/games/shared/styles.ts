/** The look both boards share: panels, buttons, the chooser, and the ring around clickable pieces. */
export const sharedCss = `
.gb { font: 15px/1.4 system-ui, sans-serif; color: #1f2328; container-type: inline-size; }
.gb * { box-sizing: border-box; }
.gb h3 { font-size: 15px; margin: 0 0 6px; display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.gb p { margin: 4px 0; }
.gb button { font: inherit; padding: 4px 10px; margin: 2px 4px 2px 0; border-radius: 6px; border: 1px solid #8a6d1f;
  background: #ffd84d; color: #1f2328; cursor: pointer; min-height: 32px; }
.gb button:hover { background: #ffe57f; }
.gb button:focus-visible, .gb summary:focus-visible { outline: 3px solid #1f2328; outline-offset: 2px; }
.gb button.gb-quiet { background: #fff; border-color: #999; }
.gb-layout { display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); grid-template-areas: "map" "side" "seats"; }
@container (min-width: 880px) {
  .gb-layout { grid-template-columns: minmax(0, 3fr) minmax(260px, 1fr); grid-template-areas: "map side" "seats side";
    grid-template-rows: auto 1fr; align-items: start; }
}
.gb-map-wrap { grid-area: map; position: relative; min-width: 0; }
.gb-map-scroll { overflow-x: auto; border-radius: 10px; }
.gb-side { grid-area: side; display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.gb-panel { background: #fffdf7; border: 1px solid #d8cfb8; border-radius: 8px; padding: 8px 10px; }
.gb-seats { grid-area: seats; display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 10px; }
.gb-seat { border-width: 1px 1px 1px 6px; }
.gb-status { font-weight: 600; padding: 6px 10px; border-radius: 8px; background: #eef2f6; margin: 0 0 10px; }
.gb-status-mine { background: #fff1b3; }
.gb-chip { display: inline-block; width: 12px; height: 12px; border-radius: 50%; border: 1px solid #0006; vertical-align: -1px; }
.gb-badge { display: inline-block; font-size: 12px; padding: 0 6px; border-radius: 9px; background: #e8e1cf; margin-right: 4px; }
.gb-badges { margin: 0 0 4px; }
.gb-score { margin-left: auto; font-size: 18px; font-weight: 700; }
.gb-note { color: #59606a; font-size: 13px; }
.gb-icon { width: 1.2em; height: 1.2em; vertical-align: -0.25em; }
.gb-icon-wide { width: 1.6em; }
.gb-count { margin-right: 10px; white-space: nowrap; }
.gb-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.gb-map-canvas { position: relative; }
.gb-chooser { position: absolute; margin: 14px 0; z-index: 2; background: #fffdf7;
  border: 2px solid #1f2328; border-radius: 10px; padding: 8px 10px; box-shadow: 0 6px 24px #0005;
  display: flex; flex-direction: column; align-items: stretch; }
/* on a phone the choice opens under the map, the width of the board: a map scrolled sideways cannot cut it off */
@container (max-width: 640px) {
  .gb .gb-chooser { position: static; width: auto !important; margin: 8px 0 0; }
}
.gb-chooser-title { font-weight: 700; }
.gb-chooser button { text-align: left; }
.gb fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.gb legend { float: left; width: 100%; padding: 0; }
.gb legend + * { clear: left; }
.gb-standings ol { padding-left: 0; list-style: none; }
.gb-standings .gb-badge { margin-left: 6px; }
.gb [role=button] { cursor: pointer; outline: none; }
.gb-ring { fill: none; stroke: #ffd400; stroke-width: 5; animation: gb-pulse 1.6s ease-in-out infinite; }
.gb [role=button]:hover .gb-ring { stroke: #fff; }
.gb [role=button]:focus-visible .gb-ring { stroke: #111; stroke-width: 7; animation: none; }
@keyframes gb-pulse { 50% { stroke-opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) { .gb-ring { animation: none; } }
.gb-legend ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
.gb-legend { margin-top: 12px; }
`;
