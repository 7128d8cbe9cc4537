// Draws the page from the state: the board, the players, the status line (with what just
// happened), the hint under the move box, the move list, the buttons, the game's tags and the
// export fields. Every change of the state ends in render().
import { atEnd, fullPgn, moveNumberText, movesToTakeBack, startColorAndNumber, turnAtEnd } from './game.js';
import { format, moveInWords, outcomeInWords } from './i18n/index.js';
import { boundSquare, claimReasons, computeLegal, findTyped, playBlocked, touchMoveNow, touchText } from './legal.js';
import { $, app, other } from './state.js';

export const board = $('board');

/** What else draws itself from the state after every render() (the clock). */
const renderers = [];
export function onRender(renderer) {
  renderers.push(renderer);
}

let lastAnnouncement = '';

/** Says what happened (a move in words, an act) followed by the state of the game. */
export function announce(what) {
  lastAnnouncement = what;
  renderStatus();
}

/** The colour that resigned or ran out of time (needed to word a draw). */
function endingActor() {
  return ['resign', 'timeout'].includes(app.state.ending?.type) ? app.state.ending.color : undefined;
}

function stateText() {
  const outcome = app.game.outcome();
  if (outcome) return `${outcome.result} · ${outcomeInWords(app.settings.lang, outcome, endingActor())}.`;
  let text = app.T.toMove[app.game.turn()];
  if (app.game.isCheck()) text += `, ${app.T.inCheck}`;
  if (!atEnd()) {
    const last = `${moveNumberText(app.line.length - 1)} ${app.line.at(-1).san}`;
    const shown = app.state.ply ? `${moveNumberText(app.state.ply - 1)} ${app.line[app.state.ply - 1].san}` : '';
    text += ` · ${app.state.ply ? format(app.T.viewing, { move: shown, last }) : app.T.viewingStart}`;
  }
  if (app.clock && !app.endOutcome && app.clock.isPaused()) text += ` · ${app.T.clockPaused}`;
  return `${text}.`;
}

function renderStatus() {
  const status = $('status');
  status.querySelector('.announce').textContent = lastAnnouncement;
  status.querySelector('.state').textContent = stateText();
  status.classList.toggle('over', Boolean(app.game.outcome()));
}

let errorText = '';

/** An error for the move being made (the rules' message); stays until the next input or move. */
export function showError(text) {
  errorText = text;
  renderHint();
}

/** Under the move box: an error, else the typed move in words, else why no move can be made, else the touch-move duty. */
function renderHint() {
  const hint = $('move-hint');
  let text = errorText;
  if (!text && app.game) text = app.computer.hintText(computerView());
  if (!text && app.typed) text = `${app.typed.san}: ${moveInWords(app.settings.lang, app.typed)}`;
  if (!text && app.game) text = playBlocked() ?? '';
  if (!text && app.adjustArmed && touchMoveNow()) text = app.T.adjustArmed;
  if (!text && app.game) text = touchText();
  hint.textContent = text;
  hint.classList.toggle('error', Boolean(errorText));
}

function kingSquare(color) {
  const b = app.game.board();
  const i = b.findIndex((p) => p && p.role === 'k' && p.color === color);
  return i < 0 ? null : `${'abcdefgh'[i % 8]}${Math.floor(i / 8) + 1}`;
}

export function render() {
  if (!app.game) return;
  if (atEnd()) app.endOutcome = app.game.outcome();
  const { dests, promotions } = computeLegal();
  board.fen = app.game.fen();
  board.orientation = app.settings.orientation === 'b' ? 'black' : 'white';
  board.setAttribute('hints', app.settings.hints ? 'on' : 'off');
  board.setAttribute('coordinates', app.settings.coordinates ? 'on' : 'off');
  board.promotions = promotions;
  board.dests = dests;
  const bound = boundSquare(); // touch-move: the piece touched stays in hand
  if (bound) board.selected = bound;
  const last = app.state.ply ? app.line[app.state.ply - 1].move : null;
  board.lastMove = last ? [last.from, last.castle && app.game.isChess960() ? last.uci.slice(2, 4) : last.to] : null;
  board.check = app.game.isCheck() ? kingSquare(app.game.turn()) : null;

  // Players, with the side to move marked.
  const bottom = app.settings.orientation;
  for (const [id, color] of [['player-bottom', bottom], ['player-top', other(bottom)]]) {
    const el = $(id);
    el.querySelector('.name').textContent = playerName(color);
    el.classList.toggle('to-move', !app.game.outcome() && app.game.turn() === color);
    el.classList.toggle('black', color === 'b');
  }

  renderStatus();
  renderMoves();
  renderTyped();
  renderControls();
  renderTags();
  renderExport();
  for (const renderer of renderers) renderer();
  app.computer.render(computerView());
}

function playerName(color) {
  if (app.state.computer) {
    const { level } = app.state.computer;
    const who = color === app.state.computer.color ? format(app.T.computerName, { n: level, name: app.T.levelNames[level - 1] }) : app.T.you;
    return `${app.T.colorName[color]} · ${who}`;
  }
  const tag = app.state.tags.find(([k]) => k === (color === 'w' ? 'White' : 'Black'));
  const name = tag && tag[1] && tag[1] !== '?' ? tag[1] : '';
  return name ? `${app.T.colorName[color]} · ${name}` : app.T.colorName[color];
}

function renderMoves() {
  const list = $('moves');
  list.replaceChildren();
  const { color } = startColorAndNumber();
  let li = null;
  app.line.forEach((m, i) => {
    const whiteMove = (color === 'w') === (i % 2 === 0);
    if (!li || whiteMove) {
      li = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = moveNumberText(i).replace('…', '.');
      li.append(num);
      if (!whiteMove) {
        const gap = document.createElement('span');
        gap.className = 'gap';
        gap.textContent = '…';
        li.append(gap);
      }
      list.append(li);
    }
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.textContent = m.san;
    b.dataset.ply = String(i + 1);
    b.setAttribute('aria-label', `${moveNumberText(i)} ${m.san}: ${moveInWords(app.settings.lang, m.move)}`);
    if (i + 1 === app.state.ply) b.setAttribute('aria-current', 'step');
    if (i + 1 > app.state.ply) b.classList.add('future');
    li.append(b);
  });
  if (!app.line.length) {
    const empty = document.createElement('li');
    empty.className = 'empty';
    empty.textContent = app.T.noMoves;
    list.append(empty);
  }
  // Keep the current move in view inside the list (scrollIntoView would scroll the page too).
  const current = list.querySelector('[aria-current]');
  if (current) {
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + current.offsetHeight - list.clientHeight;
  } else if (app.state.ply === 0) {
    list.scrollTop = 0;
  }
  const over = app.endOutcome;
  $('result').textContent = over ? `${over.result} · ${outcomeInWords(app.settings.lang, over, endingActor())}` : '';
  $('variant').textContent = app.state.setup.type === '960' ? format(app.T.chess960Label, { n: app.state.setup.n })
    : app.game.isChess960() ? app.T.chess960Game : '';
  $('nav-start').disabled = app.state.ply === 0;
  $('nav-prev').disabled = app.state.ply === 0;
  $('nav-next').disabled = atEnd();
  $('nav-end').disabled = atEnd();
}

export function renderControls() {
  const over = Boolean(app.game.outcome());
  $('undo').disabled = !movesToTakeBack() && !app.state.ending;
  const pendingOffer = app.state.offer && !over && atEnd();
  // The person's own offer to the computer: nothing for them to answer.
  const ownOffer = Boolean(pendingOffer && app.state.computer && app.state.offer !== app.state.computer.color);
  $('offer').hidden = !pendingOffer;
  if (pendingOffer) $('offer').querySelector('.offer-text').textContent = ownOffer ? app.T.offerToComputer : app.T.offerBy[app.state.offer];
  $('accept-draw').hidden = ownOffer;
  $('decline-draw').hidden = ownOffer;
  const offer = $('offer-draw');
  offer.textContent = pendingOffer && !ownOffer ? app.T.acceptDraw : app.T.offerDraw;
  offer.disabled = over || !atEnd() || ownOffer || (app.state.ply < 2 && !pendingOffer);
  // Without a clock the button is enabled only when a claim holds, now or with the move being
  // entered. With a clock any claim may be made (the rules decide; one that does not hold
  // costs time and stands as an offer). Never on a move where a piece was touched (Law 9.4).
  const forfeited = !over && atEnd() && app.game.claimForfeited();
  const blocked = Boolean(playBlocked());
  const claimNow = !over && !forfeited ? app.game.claimableDraws() : [];
  const claimTyped = !over && !forfeited && app.typed ? app.game.claimableDraws(app.typed.uci) : [];
  const claim = $('claim-draw');
  const holds = claimNow.length > 0 || claimTyped.length > 0;
  claim.disabled = over || forfeited || blocked || !(holds || (app.clock && atEnd()));
  claim.textContent = !claimNow.length && app.typed && atEnd() ? format(app.T.claimDrawWith, { san: app.typed.san }) : app.T.claimDraw;
  claim.classList.toggle('ready', !claim.disabled && holds);
  claim.title = claimNow.length ? format(app.T.claimReady, { reason: claimReasons(claimNow) })
    : claimTyped.length ? format(app.T.claimReady, { reason: claimReasons(claimTyped) })
      : forfeited ? app.T.claimForfeited : '';
  $('resign').disabled = over || Boolean(app.endOutcome);
  $('move-input').disabled = over;
  $('move-form').querySelector('button').disabled = over;
  $('touch-row').hidden = !app.settings.touchMove;
  const adjust = $('adjust');
  adjust.disabled = !touchMoveNow();
  adjust.setAttribute('aria-pressed', String(app.adjustArmed && touchMoveNow()));
  const list = $('legal-moves');
  list.replaceChildren(...app.legal.map((m) => {
    const o = document.createElement('option');
    o.value = m.san;
    o.label = moveInWords(app.settings.lang, m);
    return o;
  }));
}

export function renderTyped() {
  const text = $('move-input').value;
  app.typed = text.trim() ? findTyped(text) : null;
  renderHint();
}

function renderTags() {
  const box = $('tags-box');
  const dl = $('tags');
  dl.replaceChildren();
  const shown = app.state.tags.filter(([, v]) => v && v !== '?' && v !== '????.??.??');
  box.hidden = !shown.length;
  for (const [k, v] of shown) {
    const dt = document.createElement('dt');
    dt.textContent = k; // text, never HTML
    const dd = document.createElement('dd');
    dd.textContent = v;
    dl.append(dt, dd);
  }
}

export function renderExport() {
  $('export-fen').value = app.game.fen();
  if ($('io').open) $('export-pgn').value = fullPgn();
}

/** What computer.js needs to know of the game: its end (where the computer plays) and the page. */
export function computerView() {
  return {
    computer: app.state.computer,
    key: `${JSON.stringify(app.state.setup)} ${app.line.map((m) => m.uci).join(' ')}`,
    toMove: turnAtEnd(),
    over: Boolean(app.endOutcome),
    atEnd: atEnd(),
    paused: Boolean(app.clock?.isPaused()),
    busy: app.busy,
    remaining: app.clock && app.state.computer ? app.clock.remaining(app.state.computer.color, Date.now()) : null,
    offer: app.state.offer,
    orientation: app.settings.orientation,
    canHint: Boolean(app.game) && !app.busy && atEnd() && !app.game.outcome() && !playBlocked(),
    T: app.T,
    lang: app.settings.lang,
  };
}
