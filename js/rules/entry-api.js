// A page's `chess-arbiter`: `Game` and `perft` (js/rules/game.js), re-exported by the entry
// module (js/browser.js), which instantiates the .wasm first.
export { Game, perft } from './game.js';
