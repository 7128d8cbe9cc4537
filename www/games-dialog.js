// The games of a PGN file with more than one: a list to choose the one to open (#games-dialog).
import { $ } from './dom.js';
import { format } from './i18n/index.js';

/** The words of a game in the list: "White – Black, 1-0" and "Event, Date" (unknown tags left out). */
export function gameWords(tags) {
  // "?" and "????.??.??" say the tag is unknown.
  const known = (v) => (typeof v === 'string' && /[^?.\s]/.test(v) ? v : null);
  const players = `${known(tags.White) ?? '?'} – ${known(tags.Black) ?? '?'}`;
  const result = known(tags.Result) && tags.Result !== '*' ? `, ${tags.Result}` : '';
  const where = [known(tags.Event), known(tags.Date)].filter(Boolean).join(', ');
  return { title: players + result, detail: where };
}

/**
 * Asks which of `games` (their tags) to open; resolves with its index, or null when the dialog
 * is cancelled (Escape, or the Cancel button). `more`: the file holds more games than listed.
 */
export function chooseGame(T, games, more) {
  const dialog = $('games-dialog');
  $('games-title').textContent = T.pgnChooseTitle;
  $('games-text').textContent = format(more ? T.pgnChooseMore : T.pgnChooseText, { n: games.length });
  $('games-cancel').textContent = T.cancel;
  const list = $('games-list');
  list.replaceChildren();
  return new Promise((resolve) => {
    let chosen = null;
    games.forEach((tags, i) => {
      const { title, detail } = gameWords(tags);
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'game-choice';
      button.dataset.index = String(i);
      const name = document.createElement('span');
      name.textContent = title;
      button.append(name);
      if (detail) {
        const small = document.createElement('small');
        small.textContent = detail;
        button.append(small);
      }
      button.addEventListener('click', () => {
        chosen = i;
        dialog.close();
      });
      item.append(button);
      list.append(item);
    });
    dialog.addEventListener('close', () => resolve(chosen), { once: true });
    dialog.showModal();
    list.querySelector('button')?.focus();
  });
}
