/** Santa Maria's colours: terrains, roads, dice, the common board's boxes and the colony grid. */
export const santaMariaCss = `
.gb-sm h4 { font-size: 13px; margin: 8px 0 4px; text-transform: uppercase; letter-spacing: 0.04em; color: #59606a; }
@container (min-width: 880px) {
  .gb-sm .gb-layout { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); }
}
.gb-sm-featured { grid-area: map; min-width: 0; }
.gb-sm-featured .gb-sm-colony { max-width: 560px; }
.gb-sm-common { display: grid; grid-template-columns: repeat(auto-fit, minmax(270px, 1fr)); gap: 4px 16px; align-items: start; }
.gb-sm-common > section, .gb-sm-common > div { min-width: 0; }
.gb-sm-colony { width: 100%; height: auto; display: block; margin-top: 6px; }
.gb-sm-line-name text { font: 700 15px system-ui, sans-serif; fill: #3b2f1a; text-anchor: middle; }
.gb-sm-colony-ground { fill: #e9dcb8; stroke: #b59f6a; stroke-width: 2; }
.gb-sm-empty { fill: #f5eedb; stroke: #cdbb8c; stroke-dasharray: 4 3; }
.gb-sm-roadbed { fill: #cdb98e; stroke: #9c8556; }
.gb-sm-road { fill: #efe3c4; }
.gb-sm-terrain { stroke: #0004; stroke-width: 1.5; }
.gb-sm-forest { fill: #7fae5c; }
.gb-sm-field { fill: #ead27a; }
.gb-sm-plantation { fill: #b9dc8a; }
.gb-sm-mountain { fill: #b4b2bd; }
.gb-sm-coast { fill: #9fd0e8; }
.gb-sm-town { fill: #e6b384; }
.gb-sm-tile-edge { fill: none; stroke: #5a4320; stroke-width: 3; stroke-linecap: round; pointer-events: none; }
.gb-sm-ghost { opacity: 0.8; pointer-events: none; }
.gb-sm-ghost rect { stroke: #1f2328; stroke-width: 3; }
.gb-sm-glyph-n { font: 700 7.5px system-ui, sans-serif; text-anchor: middle; fill: #3b2a00; }
.gb-sm-glyph-light { fill: #fff; }
.gb-sm-token { font: 700 11px system-ui, sans-serif; text-anchor: middle; fill: #1f2328; }
.gb-sm-die rect { stroke-width: 1.2; }
.gb-sm-die-white rect { fill: #fff; stroke: #444; }
.gb-sm-die-white circle { fill: #222; }
.gb-sm-die-blue rect { fill: #2f6fd6; stroke: #163e80; }
.gb-sm-die-blue circle { fill: #fff; }
.gb-sm-occupant { filter: drop-shadow(0 1px 1px #0006); }
.gb-box { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; text-align: left; border: 1px solid #d8cfb8;
  border-radius: 6px; padding: 4px 8px; margin: 0 0 4px; background: #fff; min-height: 32px; }
.gb .gb-box-live { background: #fff6c7; border: 2px solid #e0b400; box-shadow: 0 0 0 2px #ffd40055; }
.gb .gb-box-live:hover { background: #ffec8a; }
.gb .gb-box-live[aria-pressed=true] { background: #ffd84d; border-color: #1f2328; }
.gb-sm-dice { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.gb .gb-sm-die-box { padding: 2px; margin: 0; min-height: 0; border-color: transparent; background: transparent; }
.gb-sm-die-icon { width: 30px; height: 30px; display: block; }
.gb-sm-pools { display: flex; flex-wrap: wrap; gap: 0 24px; }
.gb-sm-tiles { display: flex; flex-wrap: wrap; gap: 6px; }
.gb .gb-sm-tile-box { flex-direction: column; align-items: center; min-width: 7.5em; font-size: 12px; text-align: center; margin: 0; }
.gb-sm-tile { height: auto; display: block; }
.gb-sm-amount { height: 1.15em; vertical-align: -0.25em; }
.gb-sm-rows { width: 100%; height: auto; display: block; }
.gb-sm-row-box { fill: #fff; stroke: #d8cfb8; }
.gb-live .gb-sm-row-box { fill: #fff6c7; }
.gb-live:hover .gb-sm-row-box { fill: #ffec8a; }
.gb-sm-row-name { font: 13px system-ui, sans-serif; fill: #1f2328; }
.gb-sm-rows [role=button] { cursor: pointer; outline: none; }
.gb-sm-row { display: flex; flex-wrap: wrap; gap: 4px; align-items: stretch; margin-bottom: 6px; }
.gb-sm-row legend { font-weight: 600; font-size: 13px; }
.gb-sm-dice legend { font-size: 13px; margin: 8px 0 4px; text-transform: uppercase; letter-spacing: 0.04em; color: #59606a; }
.gb-sm-selection legend { font-weight: 600; margin-bottom: 4px; }
.gb .gb-sm-monk-space { flex: 1 1 9em; flex-direction: column; align-items: flex-start; font-size: 13px; margin: 0; }
.gb-sm-monk-space .gb-note { font-size: 12px; }
.gb-sm-texts-toggle, .gb-sm-fold-toggle { display: none; }
@media (max-width: 640px) {
  .gb .gb-sm-texts-toggle { display: inline-block; margin: 0 0 6px; }
  .gb-sm-monks:not(.gb-sm-texts-open) .gb-sm-monk-space .gb-note { display: none; }
  .gb .gb-sm-fold-toggle { display: inline-block; margin: 0; }
  .gb-sm-other:not(.gb-sm-open) .gb-sm-seat-body { display: none; }
}
.gb-sm-tracks ol { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 2px; }
.gb-sm-tracks li { width: 2.3em; min-height: 3.4em; border: 1px solid #d8cfb8; border-radius: 4px; background: #fff;
  display: flex; flex-direction: column; align-items: center; font-size: 11px; padding: 1px; }
.gb-sm-track-n { color: #59606a; }
.gb-sm-track-seats { display: flex; flex-wrap: wrap; justify-content: center; gap: 1px; }
.gb-sm-track-seats .gb-chip { width: 10px; height: 10px; }
.gb-sm-storage { list-style: none; padding: 0; margin: 4px 0; display: flex; flex-wrap: wrap; gap: 2px 12px; }
.gb-sm-storage li { display: flex; align-items: center; gap: 3px; }
.gb .gb-small { padding: 0 6px; min-height: 26px; font-size: 12px; margin: 0; }
.gb-sm-mine { box-shadow: 0 0 0 2px #0001; }
.gb-sm-decision { font-weight: 400; }
/* beats the board's fieldset reset (.gb fieldset), which took its border and room */
.gb .gb-sm-selection { position: sticky; top: 0; z-index: 2; background: #fff1b3; border: 2px solid #1f2328; border-radius: 8px;
  padding: 6px 10px; margin-bottom: 10px; }
.gb-sm-offers { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 10px; }
.gb-sm-offer { display: flex; flex-direction: column; gap: 4px; align-items: flex-start; }
.gb-sm-offer .gb-sm-colony { margin-top: auto; }
.gb-sm-final-panel { min-width: 0; max-width: 100%; }
.gb-sm-final-scroll { overflow-x: auto; }
.gb-sm-final { border-collapse: collapse; font-size: 13px; }
.gb-sm-final th, .gb-sm-final td { padding: 2px 8px; text-align: right; border-bottom: 1px solid #eee5cf; }
.gb-sm-final tbody th { text-align: left; }
/* the seats' names stay in view while the columns scroll under them */
.gb-sm-final tr > :first-child { position: sticky; left: 0; z-index: 1; background: #fffdf7; box-shadow: 4px 0 4px -4px rgb(0 0 0 / 25%); }
/* each badge's meaning is a sentence or two: one to a line */
.gb-sm-badge-key { flex-direction: column; }
`;
