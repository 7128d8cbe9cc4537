// chess.js 1.4's start position and PGN tags.

export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const SEVEN_TAG_ROSTER = { Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?', Result: '*' };
// The seven tags, then the PGN standard's others as null placeholders that fix the order pgn()
// writes them in (an object literal: copied on every load(), and literals are the quick copy)
export const headerTemplate = () => ({
  Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?', Result: '*',
  WhiteTitle: null, BlackTitle: null, WhiteElo: null, BlackElo: null, WhiteUSCF: null, BlackUSCF: null,
  WhiteNA: null, BlackNA: null, WhiteType: null, BlackType: null, EventDate: null, EventSponsor: null,
  Section: null, Stage: null, Board: null, Opening: null, Variation: null, SubVariation: null, ECO: null,
  NIC: null, Time: null, UTCTime: null, UTCDate: null, TimeControl: null, SetUp: null, FEN: null,
  Termination: null, Annotator: null, Mode: null, PlyCount: null,
});
