// The over-the-board layout (otb-view.js): the page turns into the board between two panels,
// the top one turned towards the player across the table. Each panel is built once and then
// only written: the player's clock as a large button (render/clock.js keeps its time), the
// state of the game, and that player's buttons. The side column stays in the document, hidden
// from sight but not from screen readers' live region (styles.css), so the status keeps being
// announced.
import { $ } from '../dom.js';
import { heldBoard, otbView } from '../otb-view.js';
import { strings } from '../state.js';

const BUTTONS = ['offer', 'accept', 'decline', 'claim', 'resign', 'adjust', 'new-game', 'leave'];

/** A panel's elements, made once: the buttons carry data-act (otb.js) and the colour they act for. */
function build(el) {
  if (el.firstChild) return;
  const button = (act, cls = '') => `<button type="button" class="${cls}" data-act="${act}"></button>`;
  el.innerHTML = `<button type="button" class="otb-clock clock" data-act="clock"><span class="name"></span><span class="time"></span></button>
<p class="otb-prompt"></p><p class="otb-status"></p><p class="otb-offer"></p>
<div class="otb-buttons">${BUTTONS.map((act) => button(act, act === 'accept' ? 'primary' : '')).join('')}</div>`;
}

function show(el, shown) {
  el.hidden = !shown;
}

function renderPanel(el, p, T) {
  build(el);
  el.dataset.color = p.color;
  el.setAttribute('aria-label', T.otbSide[p.color]);
  const clock = el.querySelector('.otb-clock');
  clock.dataset.color = p.color; // render/clock.js writes the time of this colour
  clock.classList.toggle('to-move', p.toMove);
  clock.classList.toggle('ready', p.clockReady);
  clock.disabled = !p.clockReady;
  clock.setAttribute('aria-label', p.clockLabel);
  clock.querySelector('.time').hidden = !p.clock;
  clock.querySelector('.name').textContent = p.name;
  el.querySelector('.otb-prompt').textContent = p.prompt;
  el.querySelector('.otb-status').textContent = p.status;
  el.querySelector('.otb-offer').textContent = p.offerText;
  const b = (act) => el.querySelector(`[data-act="${act}"]`);
  const set = (act, text, shown, enabled = true) => {
    b(act).textContent = text;
    show(b(act), shown);
    b(act).disabled = !enabled;
  };
  set('offer', T.offerDraw, !p.answer && !p.newGame, p.offer);
  set('accept', T.acceptDraw, p.answer);
  set('decline', T.declineDraw, p.answer);
  set('claim', p.claimText, !p.newGame, p.claim);
  set('resign', p.resignText, !p.newGame, p.resign);
  set('adjust', T.adjust, p.adjust || p.adjustPressed);
  b('adjust').setAttribute('aria-pressed', String(p.adjustPressed));
  set('new-game', T.newGame, p.newGame);
  set('leave', T.otbLeave, true);
  b('leave').setAttribute('aria-label', T.otbLeaveLabel);
}

/** The layout on or off, the panels, and the board while a move is held (the position after it). */
export function renderOtb(s, board) {
  const view = otbView(s);
  document.body.classList.toggle('otb', view.on);
  show($('otb-top'), view.on);
  show($('otb-bottom'), view.on);
  $('opt-otb').checked = s.settings.otb; // also when a panel's Leave turned it off
  if (!view.on) {
    board.removeAttribute('turned');
    return;
  }
  const T = strings(s);
  renderPanel($('otb-bottom'), view.panels[view.bottom], T);
  renderPanel($('otb-top'), view.panels[view.top], T);
  board.setAttribute('turned', view.top); // the top player's pieces face them (board/styles.js)
  const held = heldBoard(s);
  if (held && !s.busy) {
    board.fen = held.fen;
    board.dests = new Map();
    board.lastMove = held.lastMove;
    board.check = null;
  }
}
