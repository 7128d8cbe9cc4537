// Endings by a player's act: a threefold claim with an intended move (typed, or made on the
// board), an incorrect claim (a draw offer), a draw offer accepted, resignation, and the
// touch-move option arbitrated by the engine.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  clickMove, dragMove, expectPieces, moveList, newGame, noProblems, openApp, ready, setUpSuite, status, typeMove, waitStatus,
} from './helpers.mjs';

const suite = setUpSuite();

const SHUFFLE = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];

test('a threefold claim made with an intended move typed in the move box', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  for (const m of SHUFFLE) await typeMove(page, m);
  // Without a clock the button is enabled only when a claim holds, now or with the move being
  // entered (and then marked).
  const ready = () => page.locator('#claim-draw.ready').count();
  assert.equal(await page.isDisabled('#claim-draw'), true, 'no claim holds now');
  await page.fill('#move-input', 'Nf6');
  assert.equal(await page.isDisabled('#claim-draw'), true, 'Nf6 does not repeat the position');
  await page.fill('#move-input', 'Ng8');
  assert.equal(await page.isEnabled('#claim-draw'), true);
  assert.equal(await ready(), 1, 'Ng8 repeats the start position a third time');
  assert.equal(await page.textContent('#claim-draw'), 'Claim draw with Ng8');
  assert.equal(await page.getAttribute('#claim-draw', 'title'), 'A draw can be claimed: threefold repetition');
  await page.click('#claim-draw');
  await waitStatus(page, '1/2-1/2 · Draw: threefold repetition (claimed)');
  assert.deepEqual(await moveList(page), [...SHUFFLE.map((m) => m), 'Ng8']);
  await expectPieces(page, { g8: 'bN', g1: 'wN' });
  assert.equal(await page.isDisabled('#claim-draw'), true);
  // Undo takes back the claim (not the move): the game goes on, and White may claim now.
  await page.click('#undo');
  await waitStatus(page, 'White to move');
  assert.equal(await ready(), 1);
  noProblems(page);
  await context.close();
});

test('a claim with the move made on the board is offered when it holds', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  for (const m of SHUFFLE) await typeMove(page, m);
  await dragMove(page, 'f6g8');
  await page.locator('#confirm-dialog[open]').waitFor();
  assert.match(await page.textContent('#confirm-text'), /With Ng8 you may claim a draw: threefold repetition/);
  await page.click('#confirm-buttons button[data-value="claim"]');
  await waitStatus(page, 'Draw: threefold repetition (claimed)');
  noProblems(page);
  await context.close();
});

test('a draw offer accepted, and a resignation', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  assert.equal(await page.isDisabled('#offer-draw'), true, 'no offer before both sides moved');
  await typeMove(page, 'e4');
  await typeMove(page, 'e5');
  await page.click('#offer-draw');
  await waitStatus(page, 'Black offers a draw.');
  assert.equal(await page.isVisible('#offer'), true);
  // White declines by moving.
  await typeMove(page, 'Nf3');
  assert.equal(await page.isVisible('#offer'), false);
  await page.click('#offer-draw'); // White offers after its move
  await waitStatus(page, 'White offers a draw.');
  await page.click('#accept-draw');
  await waitStatus(page, '1/2-1/2 · Draw: agreement');

  await page.click('#undo'); // takes back the agreement
  await waitStatus(page, 'Black to move');
  await page.click('#resign');
  await page.locator('#confirm-dialog[open]').waitFor();
  await page.click('#confirm-buttons button[data-value="b"]');
  await waitStatus(page, '1-0 · White wins: Black resigned');
  await page.locator('#io summary').click();
  await page.waitForFunction(() => /Termination "resignation"|1-0/.test(document.getElementById('export-pgn').value));
  assert.match(await page.inputValue('#export-pgn'), /1\. e4 e5 2\. Nf3 1-0/);
  noProblems(page);
  await context.close();
});

test('without a clock, Claim draw stays disabled while no claim holds (an incorrect claim needs a clock and the arbiter’s setting)', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await typeMove(page, 'e4');
  await typeMove(page, 'e5');
  assert.equal(await page.isDisabled('#claim-draw'), true);
  await page.fill('#move-input', 'Nf3');
  assert.equal(await page.isDisabled('#claim-draw'), true, 'Nf3 makes no claim hold either');
  noProblems(page);
  await context.close();
});

test("touch-move from the engine: a touched knight must move, an opponent's piece touched must be captured, j'adoube binds nothing", async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.locator('#settings summary').click();
  await page.check('#opt-touch');
  assert.equal(await page.isVisible('#adjust'), true);
  // J'adoube, then the e2 pawn: it is only adjusted (and put back).
  await page.click('#adjust');
  assert.equal(await page.getAttribute('#adjust', 'aria-pressed'), 'true');
  await page.locator('[data-square="e2"]').click();
  await waitStatus(page, 'The piece on e2 adjusted.');
  assert.equal(await page.getAttribute('#adjust', 'aria-pressed'), 'false');
  assert.equal(await page.locator('.dest').count(), 0, 'the pawn is not in hand');
  // The knight is touched: only its moves are offered, and it stays in hand.
  await page.locator('[data-square="g1"]').click();
  await waitStatus(page, 'Touch-move: the knight on g1 was touched and must be moved (Law 4.3.1).');
  assert.deepEqual(await page.locator('.dest').evaluateAll((els) => els.map((e) => e.dataset.square).sort()), ['f3', 'h3']);
  await page.locator('[data-square="e2"]').click();
  assert.equal(await page.locator('[data-square="e4"].dest').count(), 0);
  assert.equal(await page.getAttribute('[data-square="g1"]', 'aria-selected'), 'true', 'the knight is still in hand');
  // Typing another move: the engine says why not. No draw claim on this move (Law 9.4).
  await typeMove(page, 'e4');
  assert.match(await page.textContent('#move-hint'), /^Move refused: e4 is not allowed by the touch-move rule: the knight on g1 was touched and must be moved \(Law 4\.3\.1\)/);
  await expectPieces(page, { e2: 'wP', e4: null });
  assert.equal(await page.isDisabled('#claim-draw'), true);
  await clickMove(page, 'g1f3');
  await expectPieces(page, { f3: 'wN', g1: null });
  assert.match(await status(page), /Knight to f3\. Black to move\./);
  await dragMove(page, 'e7e5'); // picking the pawn up touches it, and the drag goes on
  await expectPieces(page, { e5: 'bP', e7: null });
  // White presses Black's e5 pawn: it must be captured (Law 4.3.2) — only Nxe5 is offered.
  await page.locator('[data-square="e5"]').click();
  await waitStatus(page, 'Touch-move: the pawn on e5 was touched and must be captured (Law 4.3.2).');
  assert.deepEqual(await page.locator('.dest').evaluateAll((els) => els.map((e) => e.dataset.square)), ['e5']);
  // The obligation survives a reload.
  await page.reload();
  await ready(page);
  assert.match(await page.textContent('#move-hint'), /the pawn on e5 was touched and must be captured/);
  await page.locator('[data-square="d2"]').click();
  assert.equal(await page.locator('[data-square="d4"].dest').count(), 0);
  await clickMove(page, 'f3e5');
  await expectPieces(page, { e5: 'wN' });
  noProblems(page);
  await context.close();
});

test('Resign is Abort before both sides have moved: the same game starts again, without a result', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await newGame(page, { control: '5+0' });
  assert.equal(await page.textContent('#resign'), 'Abort');
  await typeMove(page, 'e4');
  assert.equal(await page.textContent('#resign'), 'Abort');
  await page.click('#resign');
  await page.locator('#confirm-dialog[open]').waitFor();
  await page.click('#confirm-buttons button[data-value="abort"]');
  await waitStatus(page, 'Game aborted. White to move.');
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.textContent('#clock-control'), '5+0', 'the same time control');
  await typeMove(page, 'd4');
  await typeMove(page, 'd5');
  assert.equal(await page.textContent('#resign'), 'Resign');
  noProblems(page);
  await context.close();
});
