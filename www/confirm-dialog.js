// The page's one modal question (#confirm-dialog), asked about a move or an act.
import { $ } from './dom.js';

/**
 * A modal question; resolves with the value of the button chosen ('cancel' on Escape). The focus
 * goes to its primary button; once it closes, to `returnFocus()` if given, else the browser gives
 * it back to whatever had it before (nothing, after a click on the board: squares take no focus
 * from a pointer).
 */
export function ask(title, text, buttons, { returnFocus } = {}) {
  const dialog = $('confirm-dialog');
  $('confirm-title').textContent = title;
  $('confirm-text').textContent = text;
  $('confirm-text').hidden = !text;
  const box = $('confirm-buttons');
  box.replaceChildren();
  return new Promise((resolve) => {
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      returnFocus?.();
      resolve(value);
    };
    for (const b of buttons) {
      const el = document.createElement('button');
      el.type = 'button';
      el.textContent = b.label;
      el.dataset.value = b.value;
      if (b.primary) el.className = 'primary';
      el.addEventListener('click', () => finish(b.value));
      box.append(el);
    }
    dialog.addEventListener('close', () => finish('cancel'), { once: true });
    dialog.showModal();
    (box.querySelector('.primary') ?? box.lastElementChild)?.focus();
  });
}
