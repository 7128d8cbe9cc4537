// Endings by a player's act: a threefold claim with an intended move (typed, or made on the
// board), a draw offer accepted, resignation, and the touch-move option.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  clickMove, dragMove, expectPieces, launch, moveList, noProblems, openApp, startServer, status, typeMove,
  waitStatus,
} from './helpers.mjs';

let server;
let browser;

before(async () => {
  [server, browser] = await Promise.all([startServer(), launch()]);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const SHUFFLE = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];

test('a threefold claim made with an intended move typed in the move box', async () => {
  const { context, page } = await openApp(browser, server.url);
  for (const m of SHUFFLE) await typeMove(page, m);
  // No claim holds now: the button is off until the move being entered makes one hold.
  assert.equal(await page.isDisabled('#claim-draw'), true);
  await page.fill('#move-input', 'Nf6');
  assert.equal(await page.isDisabled('#claim-draw'), true, 'Nf6 does not repeat the position');
  await page.fill('#move-input', 'Ng8');
  assert.equal(await page.isEnabled('#claim-draw'), true, 'Ng8 repeats the start position a third time');
  assert.equal(await page.textContent('#claim-draw'), 'Claim draw with Ng8');
  await page.click('#claim-draw');
  await waitStatus(page, '1/2-1/2 · Draw: threefold repetition (claimed)');
  assert.deepEqual(await moveList(page), [...SHUFFLE.map((m) => m), 'Ng8']);
  await expectPieces(page, { g8: 'bN', g1: 'wN' });
  assert.equal(await page.isDisabled('#claim-draw'), true);
  // Undo takes back the claim (not the move): the game goes on, and White may claim now.
  await page.click('#undo');
  await waitStatus(page, 'White to move');
  assert.equal(await page.isEnabled('#claim-draw'), true);
  noProblems(page);
  await context.close();
});

test('a claim with the move made on the board is offered when it holds', async () => {
  const { context, page } = await openApp(browser, server.url);
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
  const { context, page } = await openApp(browser, server.url);
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

test('touch-move: the first piece picked up that can move must be moved', async () => {
  const { context, page } = await openApp(browser, server.url);
  await page.locator('#settings summary').click();
  await page.check('#opt-touch');
  await page.locator('[data-square="g1"]').click();
  await waitStatus(page, 'Touch-move: the piece on g1 must be moved.');
  // Another piece cannot be picked up now, nor moved by typing.
  await page.locator('[data-square="e2"]').click();
  assert.equal(await page.locator('[data-square="e4"].dest').count(), 0);
  await typeMove(page, 'e4');
  assert.match(await page.textContent('#move-hint'), /the piece on g1 must be moved/);
  await expectPieces(page, { e2: 'wP', e4: null });
  await clickMove(page, 'g1f3');
  await expectPieces(page, { f3: 'wN' });
  assert.match(await status(page), /Knight to f3\. Black to move\./);
  noProblems(page);
  await context.close();
});
