// Over the board: the device lies between two players. The board fills the screen, the top
// player's pieces and panel are turned towards them, each clock is a large button that completes
// its player's move (Law 6.2.1), and the arbiter's functions are on both sides. Reached from the
// first screen and from the settings, remembered across reloads; the ARIA grid, keyboard play
// and the live region keep working.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  PHONE, expectPieces, moveList, noProblems, openApp, ready, setUpSuite, waitStatus,
} from './helpers.mjs';

const suite = setUpSuite();
const SETTINGS = 'chess-arbiter/settings/v1';

/** The page with 5+0 as the last clock chosen, so that the first screen's friend game has it. */
async function withClock(page, control = '5+0') {
  await page.evaluate(([key, c]) => localStorage.setItem(key, JSON.stringify({
    v: 1, lang: 'en', orientation: 'w', touchMove: false, hints: true, coordinates: true, control: c,
  })), [SETTINGS, control]);
  await page.reload();
  await ready(page);
}

const tap = (page, selector) => page.locator(selector).tap();
const rotation = (page, selector) => page.locator(selector).evaluate((el) => getComputedStyle(el).rotate);

test('from the first screen on a phone: the board fills the width, the top side turned, a move completed by its clock', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { viewport: PHONE, hasTouch: true, isMobile: true });
  await withClock(page);
  await tap(page, '#start-otb');
  assert.equal(await page.evaluate(() => document.body.classList.contains('otb')), true);
  const board = await page.locator('chess-board').boundingBox();
  assert.ok(board.width >= PHONE.width - 20, `the board fills the screen's width (${board.width})`);
  assert.ok(board.y >= 0 && board.y + board.height <= PHONE.height, 'and is in view whole');
  for (const id of ['#otb-top', '#otb-bottom']) {
    const box = await page.locator(id).boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `${id} in view`);
  }
  assert.equal(await rotation(page, '#otb-top'), '180deg', 'the top panel faces the player across');
  assert.equal(await rotation(page, '#otb-bottom'), 'none');
  assert.equal(await page.locator('[data-square="e7"] [data-piece="bP"] svg').evaluate((el) => getComputedStyle(el).transform), 'matrix(-1, 0, 0, -1, 0, 0)', 'Black’s pieces face Black');
  assert.equal(await page.locator('[data-square="e2"] [data-piece="wP"] svg').evaluate((el) => getComputedStyle(el).transform), 'none');
  // Every control of the panels is a large enough target.
  for (const b of await page.locator('.otb-panel button:visible').all()) {
    const box = await b.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `${await b.textContent()}: ${box.width}×${box.height}`);
  }
  assert.equal(await page.locator('#otb-bottom .otb-clock').isDisabled(), true, 'no move made: nothing to complete');

  await tap(page, '[data-square="e2"]');
  await tap(page, '[data-square="e4"]');
  await waitStatus(page, 'Pawn to e4. Press the clock to complete the move.');
  await expectPieces(page, { e2: null, e4: 'wP' });
  assert.equal(await page.textContent('#otb-bottom .otb-prompt'), 'e4: press your clock');
  assert.deepEqual(await moveList(page), [], 'not completed yet');
  assert.equal(await page.locator('#otb-top .otb-clock').isDisabled(), true, 'Black’s clock does not take White’s move');
  // A reload keeps the held move where it was released (Law 4.7), still waiting for the clock.
  await page.reload();
  await ready(page);
  await expectPieces(page, { e2: null, e4: 'wP' });
  assert.equal(await page.textContent('#otb-bottom .otb-prompt'), 'e4: press your clock');
  assert.deepEqual(await moveList(page), []);
  await tap(page, '#otb-bottom .otb-clock');
  await waitStatus(page, 'Pawn to e4. Black to move.');
  assert.deepEqual(await moveList(page), ['e4']);
  assert.match(await page.getAttribute('#otb-top .otb-clock', 'class'), /running/, 'Black’s clock runs');

  await tap(page, '[data-square="e7"]');
  await tap(page, '[data-square="e5"]');
  await tap(page, '#otb-top .otb-clock');
  await waitStatus(page, 'Pawn to e5. White to move.');
  // The top player resigns from their own side; the question is turned towards them.
  assert.equal(await page.textContent('#otb-top [data-act="resign"]'), 'Resign');
  await tap(page, '#otb-top [data-act="resign"]');
  await page.locator('#confirm-dialog[open]').waitFor();
  assert.equal(await rotation(page, '#confirm-dialog'), '180deg');
  await page.locator('#confirm-buttons [data-value="b"]').tap();
  await waitStatus(page, '1-0 · White wins: Black resigned.');
  assert.equal(await page.isVisible('#otb-bottom [data-act="new-game"]'), true);

  // Remembered across a reload.
  await page.reload();
  await ready(page);
  assert.equal(await page.evaluate(() => document.body.classList.contains('otb')), true);
  noProblems(page);
  await context.close();
});

test('a draw offered with the held move, answered from the other side; a claim with the held move as the intended move', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await withClock(page);
  await page.click('#start-otb');
  const move = async (uci, side) => {
    await page.click(`[data-square="${uci.slice(0, 2)}"]`);
    await page.click(`[data-square="${uci.slice(2, 4)}"]`);
    await page.click(`#otb-${side} .otb-clock`);
  };
  await move('g1f3', 'bottom');
  await page.click('[data-square="g8"]');
  await page.click('[data-square="f6"]');
  await page.click('#otb-top [data-act="offer"]'); // Law 9.1.2.1: after the move, before the clock
  await page.click('#otb-top .otb-clock');
  await waitStatus(page, 'White to move');
  assert.equal(await page.textContent('#otb-bottom .otb-offer'), 'Black offers a draw.');
  await page.click('#otb-bottom [data-act="decline"]');
  await waitStatus(page, 'Draw offer declined.');
  for (const [uci, side] of [['f3g1', 'bottom'], ['f6g8', 'top'], ['g1f3', 'bottom'], ['g8f6', 'top'], ['f3g1', 'bottom']]) await move(uci, side);
  // Black holds Ng8, the third occurrence: the claim is made with it.
  await page.click('[data-square="f6"]');
  await page.click('[data-square="g8"]');
  assert.equal(await page.textContent('#otb-top [data-act="claim"]'), 'Claim draw with Ng8');
  assert.equal(await page.locator('#otb-bottom [data-act="claim"]').isDisabled(), true, 'only the player to move claims');
  await page.click('#otb-top [data-act="claim"]');
  await waitStatus(page, 'Knight to g8. 1/2-1/2 · Draw: threefold repetition (claimed).');
  noProblems(page);
  await context.close();
});

test('by keyboard, from the settings: the ARIA grid plays, the clock is a button, the live region speaks; Leave goes back', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await withClock(page);
  await page.click('#start-friend');
  await page.locator('#settings summary').click();
  await page.check('#opt-otb');
  assert.equal(await page.evaluate(() => document.body.classList.contains('otb')), true);
  assert.equal(await page.locator('[role="grid"]').count(), 1);
  assert.equal(await page.locator('#status').getAttribute('aria-live'), 'polite');
  await page.locator('[data-square="e2"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await waitStatus(page, 'Pawn to e4. Press the clock to complete the move.');
  await page.locator('#otb-bottom .otb-clock').focus();
  assert.match(await page.getAttribute('#otb-bottom .otb-clock', 'aria-label'), /White’s clock\. Press to complete your move/);
  await page.keyboard.press('Enter');
  await waitStatus(page, 'Pawn to e4. Black to move.');
  await page.click('#otb-bottom [data-act="leave"]');
  assert.equal(await page.evaluate(() => document.body.classList.contains('otb')), false);
  assert.equal(await page.isChecked('#opt-otb'), false);
  assert.deepEqual(await moveList(page), ['e4']);
  noProblems(page);
  await context.close();
});
