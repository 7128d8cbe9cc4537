// A person's input on the game tree (tree.js): a move of the list clicked (any node), the
// comment typed, a NAG pressed, a variation promoted or removed; and the pgn entry loaded as soon
// as the tree holds more than one line or an annotation, so that the export writes it all.
import { $ } from './dom.js';
import { loadPgnEntry } from './tree-io.js';
import { hasAnnotations } from './tree.js';

export function wireTree(store) {
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-path]');
    if (!b || b.dataset.ply) return; // a move of the line shown: input.js steps to it
    const path = b.dataset.path;
    store.dispatch('selectNode', path.split(' '));
    queueMicrotask(() => $('moves').querySelector(`[data-path="${path}"]`)?.focus());
  });
  $('node-comment').addEventListener('input', () => store.dispatch('setNodeComment', $('node-comment').value));
  for (const b of $('tree-tools').querySelectorAll('button[data-nag]')) {
    b.addEventListener('click', () => store.dispatch('toggleNag', Number(b.dataset.nag)));
  }
  $('node-promote').addEventListener('click', () => store.dispatch('promoteVariation'));
  $('node-remove').addEventListener('click', () => store.dispatch('removeVariation'));
  store.subscribe((s) => {
    if (!s.pgn && hasAnnotations(s.tree)) loadPgnEntry(store).catch(() => {}); // offline and not cached: the export writes the line shown
  });
}
