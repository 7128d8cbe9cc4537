// The board's words for screen readers in English: the defaults, which an owner replaces by
// setting `labels` (the page's English strings reuse these, so English is written once).

export const DEFAULT_LABELS = {
  board: 'Chess board',
  empty: 'empty',
  selected: 'selected',
  legal: 'legal move',
  capture: 'capture',
  lastMove: 'last move',
  check: 'in check',
  promotion: 'Promote to',
  cancel: 'Cancel',
  colors: { w: 'white', b: 'black' },
  roles: { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' },
};
