// The buttons and the move box: undo, the draw offer and its answers, the claim, resign,
// j'adoube, and the moves the move box suggests.
import { $ } from '../dom.js';
import { moveInWords } from '../i18n/index.js';
import { legalMoves } from '../legal.js';
import { adjustView, canUndo, claimView, offerView } from '../selectors.js';

export function renderControls(s) {
  const over = Boolean(s.game.outcome());
  $('undo').disabled = !canUndo(s);
  const offer = offerView(s);
  $('offer').hidden = !offer.shown;
  if (offer.shown) $('offer').querySelector('.offer-text').textContent = offer.text;
  $('accept-draw').hidden = offer.answerHidden;
  $('decline-draw').hidden = offer.answerHidden;
  const offerButton = $('offer-draw');
  offerButton.textContent = offer.button;
  offerButton.disabled = offer.buttonDisabled;
  const claim = claimView(s);
  const claimButton = $('claim-draw');
  claimButton.disabled = claim.disabled;
  claimButton.textContent = claim.text;
  claimButton.classList.toggle('ready', claim.ready);
  claimButton.title = claim.title;
  $('resign').disabled = over || Boolean(s.endOutcome);
  const input = $('move-input');
  input.disabled = over;
  if (input.value !== s.moveText) input.value = s.moveText;
  $('move-form').querySelector('button').disabled = over;
  $('touch-row').hidden = !s.settings.touchMove;
  const adjust = adjustView(s);
  $('adjust').disabled = !adjust.enabled;
  $('adjust').setAttribute('aria-pressed', String(adjust.pressed));
}

/** The moves the move box suggests, in words: redrawn only when the moves or the language change. */
let suggested = '';
export function renderSuggestions(s) {
  const moves = legalMoves(s);
  const key = `${s.settings.lang} ${moves.map((m) => m.uci).join(' ')}`;
  if (key === suggested) return;
  suggested = key;
  $('legal-moves').replaceChildren(...moves.map((m) => {
    const o = document.createElement('option');
    o.value = m.san;
    o.label = moveInWords(s.settings.lang, m);
    return o;
  }));
}
