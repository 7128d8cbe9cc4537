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
  promotion: 'Pawn promotion', // the chooser's name
  // Each choice of the chooser named whole, not put together from `roles`: other languages put
  // the piece's name in another case ("Превратить в ферзя"), or the words in another order.
  promoteTo: { q: 'Promote to queen', r: 'Promote to rook', b: 'Promote to bishop', n: 'Promote to knight' },
  cancel: 'Cancel',
  colors: { w: 'white', b: 'black' },
  roles: { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' },
};
