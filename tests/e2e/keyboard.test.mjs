// Keyboard-only play: the board is an ARIA grid (arrows move the focus, Enter/Space pick up
// and drop), the move box accepts SAN or UCI, and moves are announced in words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP, expectPieces, holdEngineReplies, moveList, noProblems, openApp, setUpSuite, status, waitStatus,
} from './helpers.mjs';

const suite = setUpSuite();

/** The focused square of the board, or null when the focus is elsewhere. */
function focusedSquare(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.localName === 'chess-board' ? el.shadowRoot.activeElement?.dataset.square ?? null : null;
  });
}

async function press(page, ...keys) {
  for (const key of keys) await page.keyboard.press(key);
}

async function tabTo(page, predicate, what) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate)) return;
  }
  assert.fail(`Tab never reached ${what}`);
}

test('keyboard-only play with the moves announced in words', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  const grid = page.locator('[role="grid"]');
  assert.equal(await grid.getAttribute('aria-label'), 'Chess board');
  assert.equal(await page.locator('[role="gridcell"]').count(), 64);
  assert.equal(await page.locator('[role="row"]').count(), 8);

  await tabTo(page, () => document.activeElement?.localName === 'chess-board', 'the board');
  assert.equal(await focusedSquare(page), 'e2');
  assert.equal(await page.locator('[data-square="e2"]').getAttribute('aria-label'), 'e2, white pawn');
  await press(page, 'Enter'); // pick up the e-pawn
  assert.equal(await page.locator('[data-square="e2"]').getAttribute('aria-selected'), 'true');
  assert.equal(await page.locator('[data-square="e4"]').getAttribute('aria-label'), 'e4, empty, legal move');
  await press(page, 'ArrowUp', 'ArrowUp');
  assert.equal(await focusedSquare(page), 'e4');
  await press(page, 'Enter'); // drop it on e4
  await expectPieces(page, { e2: null, e4: 'wP' });
  await waitStatus(page, 'Pawn to e4. Black to move.');

  await press(page, 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight'); // f7
  assert.equal(await focusedSquare(page), 'f7');
  await press(page, ' ', 'ArrowDown', ' '); // Space works like Enter
  await waitStatus(page, 'Pawn to f6. White to move.');

  await press(page, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft'); // d1
  assert.equal(await focusedSquare(page), 'd1');
  await press(page, 'Enter', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter');
  await waitStatus(page, 'Queen to h5, check. Black to move, in check.');
  assert.equal(await page.locator('[data-square="e8"].check').count(), 1);
  assert.match(await page.locator('[data-square="e8"]').getAttribute('aria-label'), /black king, in check/);

  // The move box: completion from the legal moves, SAN or UCI, Enter plays.
  await tabTo(page, () => document.activeElement?.id === 'move-input', 'the move box');
  assert.deepEqual(await page.locator('#legal-moves option').evaluateAll((os) => os.map((o) => o.value)), ['g6']);
  await page.keyboard.type('g7g6');
  assert.equal(await page.textContent('#move-hint'), 'g6: Pawn to g6');
  await press(page, 'Enter');
  await waitStatus(page, 'Pawn to g6. White to move.');
  await page.keyboard.type('Qg6');
  assert.match(await page.textContent('#move-hint'), /Qxg6\+: Queen takes g6, check/);
  await press(page, 'Enter');
  await waitStatus(page, 'Queen takes g6, check.');
  await page.keyboard.type('Ke7');
  await press(page, 'Enter');
  assert.match(await page.textContent('#move-hint'), /^Move refused: /, 'the engine says why');
  await page.fill('#move-input', '');
  await page.keyboard.type('hxg6');
  await press(page, 'Enter');
  await waitStatus(page, 'Pawn takes g6. White to move.');
  assert.deepEqual(await moveList(page), ['e4', 'f6', 'Qh5+', 'g6', 'Qxg6+', 'hxg6']);
  noProblems(page);
  await context.close();
});

test('the promotion chooser by keyboard: Escape cancels, arrows and Enter choose', async () => {
  const context = await suite.browser.newContext();
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('chess-arbiter/game/v1', JSON.stringify({
        v: 1, setup: { type: 'fen', fen: '8/4P1k1/8/8/8/8/8/4K3 w - - 0 1', chess960: false },
        line: [], ply: 0, ending: null, offer: null, touched: null, tags: [],
      }));
    }
  });
  const { page } = await openApp(suite.browser, suite.url, { context });
  await expectPieces(page, { e7: 'wP', g7: 'bK' });
  await tabTo(page, () => document.activeElement?.localName === 'chess-board', 'the board');
  await press(page, 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter', 'ArrowUp', 'Enter'); // e7 -> e8
  await page.locator('[data-promotion="q"]').waitFor();
  assert.equal(await page.evaluate(() => document.querySelector('chess-board').shadowRoot.activeElement?.dataset.promotion), 'q');
  await press(page, 'Escape');
  await page.locator('[data-promotion]').first().waitFor({ state: 'detached' });
  await expectPieces(page, { e7: 'wP', e8: null });
  assert.equal(await focusedSquare(page), 'e8', 'the focus goes back to the board');
  await press(page, 'ArrowDown', ' ', 'ArrowUp', ' ');
  await page.locator('[data-promotion="q"]').waitFor();
  await press(page, 'ArrowDown', 'ArrowDown', 'Enter'); // q, n, r: the rook
  await expectPieces(page, { e7: null, e8: 'wR' });
  await waitStatus(page, 'Pawn to e8, promotes to rook.');
  assert.match(await status(page), /Black to move/);
  noProblems(page);
  await context.close();
});

test('a pre-move by keyboard on the computer’s time: marked, announced, played the instant it is legal', async () => {
  // The computer's reply is held until the pre-move has been looked at (helpers.mjs).
  const held = await suite.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
  await held.addInitScript(holdEngineReplies);
  const { context, page } = await openApp(suite.browser, suite.url, { context: held });
  await page.click('#new-game');
  await page.locator('#new-game-dialog input[name="opponent"][value="computer"]').check();
  await page.selectOption('#play-as', 'b');
  await page.selectOption('#computer-level', '8'); // the computer opens, thinking about a second
  await page.click('#new-game-dialog button[type="submit"]');
  await page.locator('.player .thinking:not([hidden])').waitFor();
  await page.evaluate(() => document.querySelector('chess-board').focusSquare('e7'));
  await press(page, 'Enter', 'ArrowUp', 'ArrowUp');
  assert.equal(await focusedSquare(page), 'e5');
  await press(page, 'Enter');
  assert.equal(await page.evaluate(() => document.querySelectorAll('#moves button.move').length), 0, 'still the computer’s time');
  assert.equal(await page.isVisible('#premove-marks'), true);
  assert.equal(await page.getAttribute('#premove-marks .to', 'data-square'), 'e5');
  assert.match(await status(page), /^Pre-move: Pawn to e5, played the instant it is legal\./);
  await page.evaluate(() => window.releaseEngine());
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length >= 2, null, { timeout: 10_000 });
  assert.match(await status(page), /^Computer: .+\. Then your pre-move: Pawn to e5\./);
  assert.equal(await page.isHidden('#premove-marks'), true);
  assert.equal((await moveList(page))[1], 'e5');
  noProblems(page);
  await context.close();
});
