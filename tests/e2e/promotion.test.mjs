// The promotion chooser of a move the game no longer allows closes by itself: a flag that falls
// while it is open, or the move before it taken back, leave no chooser over the board whose
// pieces would do nothing. The pawn stays where it was, and the focus goes back to the board.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { click, expectPieces, newGame, noProblems, openApp, setUpSuite, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

/** The app on a saved game: `fen`, then the moves `line` played. */
async function savedGame(fen, line = []) {
  const context = await suite.browser.newContext();
  await context.addInitScript(([fen, line]) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('chess-arbiter/game/v1', JSON.stringify({
      v: 1, setup: { type: 'fen', fen, chess960: false }, line, ply: line.length, ending: null, offer: null, touched: null, tags: [],
    }));
  }, [fen, line]);
  return openApp(suite.browser, suite.url, { context });
}

const chooser = (page) => page.locator('[data-promotion]');

test('a flag that falls while the chooser is open closes it', async () => {
  const { context, page } = await savedGame('8/4P1k1/8/8/8/8/8/4K3 w - - 0 1');
  await newGame(page, { control: '2s', variant: 'position' });
  await click(page, 'e7');
  await click(page, 'e8');
  await chooser(page).first().waitFor();
  await waitStatus(page, 'White’s flag fell', 6000);
  await chooser(page).first().waitFor({ state: 'detached', timeout: 2000 });
  await expectPieces(page, { e7: 'wP', e8: null });
  noProblems(page);
  await context.close();
});

test('Undo while the chooser is open closes it; the focus goes back to the board', async () => {
  const { context, page } = await savedGame('6k1/4P3/8/8/8/8/8/4K3 b - - 0 1', ['g8g7']);
  await page.locator('[data-square="e7"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await chooser(page).first().waitFor();
  await page.evaluate(() => document.getElementById('undo').click()); // as a pointer would, the chooser open
  await waitStatus(page, 'Start position.');
  await chooser(page).first().waitFor({ state: 'detached', timeout: 2000 });
  await expectPieces(page, { e7: 'wP', e8: null, g8: 'bK' });
  const focused = await page.evaluate(() => document.querySelector('chess-board').shadowRoot.activeElement?.dataset.square);
  assert.equal(focused, 'e8');
  noProblems(page);
  await context.close();
});
