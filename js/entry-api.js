// The API an entry adds to its glue's exports, re-exported by js/node.js and js/browser.js:
// nothing here. The rules entries replace this file (js/rules/, js/rules-pgn/): their glue
// exports only the bindings their classes call.
export {};
