// Playing on the board: clicks, drags, promotion, castling, en passant, navigation, Chess960.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  PHONE, clickMove, dragMove, expectPieces, moveList, noProblems, openApp, pieceAt, ready, setUpSuite, status, typeMove, waitStatus,
} from './helpers.mjs';

const suite = setUpSuite();

test("fool's mate by clicks: the result and its reason are shown", async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await waitStatus(page, 'White to move');
  // Legal-move dots appear for the piece picked up.
  await page.locator('[data-square="f2"]').click();
  assert.equal(await page.locator('[data-square="f3"].dest').count(), 1);
  assert.equal(await page.locator('[data-square="f4"].dest').count(), 1);
  await page.locator('[data-square="f3"]').click();
  await expectPieces(page, { f2: null, f3: 'wP' });
  assert.equal(await page.locator('[data-square="f2"].last').count(), 1, 'last move highlighted');
  await clickMove(page, 'e7e5');
  await clickMove(page, 'g2g4');
  await clickMove(page, 'd8h4');
  await expectPieces(page, { h4: 'bQ', d8: null });
  await waitStatus(page, '0-1');
  assert.match(await status(page), /Queen to h4, checkmate\. 0-1 · Black wins: checkmate/);
  assert.equal(await page.locator('[data-square="e1"].check').count(), 1, 'the mated king is highlighted');
  assert.deepEqual(await moveList(page), ['f3', 'e5', 'g4', 'Qh4#']);
  assert.match(await page.textContent('#result'), /0-1 · Black wins: checkmate/);
  // The game is over: nothing moves any more, the buttons that need a game going on are off.
  await page.locator('[data-square="e1"]').click();
  assert.equal(await page.locator('.dest').count(), 0);
  assert.equal(await page.isDisabled('#resign'), true);
  assert.equal(await page.isDisabled('#move-input'), true);
  noProblems(page);
  await context.close();
});

test('dragging: en passant, an under-promotion (Escape cancels the chooser first) and castling', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  for (const m of ['e2e4', 'a7a6', 'e4e5', 'd7d5']) await dragMove(page, m);
  await dragMove(page, 'e5d6'); // en passant
  await expectPieces(page, { d6: 'wP', d5: null, e5: null });
  for (const m of ['g8f6', 'd6c7', 'e7e6']) await dragMove(page, m);
  // Drop on b8 (a capture that promotes): the chooser opens; Escape cancels the move.
  await dragMove(page, 'c7b8');
  await page.locator('[data-promotion="q"]').waitFor();
  assert.equal(await page.locator('[data-promotion]').count(), 4);
  await page.keyboard.press('Escape');
  await page.locator('[data-promotion]').first().waitFor({ state: 'detached' });
  await expectPieces(page, { c7: 'wP', b8: 'bN' });
  assert.deepEqual((await moveList(page)).length, 8);
  // Again, choosing a knight.
  await dragMove(page, 'c7b8n');
  await expectPieces(page, { c7: null, b8: 'wN' });
  await waitStatus(page, 'Pawn takes b8, promotes to knight.');
  for (const m of ['f8d6', 'g1f3']) await dragMove(page, m);
  await dragMove(page, 'e8g8'); // black castles by the king's two-square move
  await expectPieces(page, { g8: 'bK', f8: 'bR', h8: null, e8: null });
  for (const m of ['f1e2', 'd8c7']) await dragMove(page, m);
  await dragMove(page, 'e1h1'); // white castles by dropping the king on its rook
  await expectPieces(page, { g1: 'wK', f1: 'wR', h1: null, e1: null });
  await waitStatus(page, 'Castles kingside.');
  assert.deepEqual(await moveList(page),
    ['e4', 'a6', 'e5', 'd5', 'exd6', 'Nf6', 'dxc7', 'e6', 'cxb8=N', 'Bd6', 'Nf3', 'O-O', 'Be2', 'Qc7', 'O-O']);
  // A piece dropped on a square it cannot reach goes back.
  await dragMove(page, 'c7h7');
  await expectPieces(page, { c7: 'bQ', h7: 'bP' });
  noProblems(page);
  await context.close();
});

test('the move list steps through the game; a new move from an earlier point starts a variation', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6']) await typeMove(page, m);
  await page.locator('#moves button[data-ply="2"]').click();
  await expectPieces(page, { f3: null, g1: 'wN', e5: 'bP' });
  await waitStatus(page, 'Viewing 1… e5; the last move is 2… Nc6');
  await page.keyboard.press('ArrowRight');
  await expectPieces(page, { f3: 'wN' });
  await page.keyboard.press('Home');
  await expectPieces(page, { e2: 'wP', e4: null });
  await waitStatus(page, 'Start position.');
  await page.keyboard.press('End');
  await expectPieces(page, { c6: 'bN' });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // Replaying the move that follows just steps forward...
  await clickMove(page, 'g1f3');
  assert.equal(await page.locator('dialog[open]').count(), 0);
  await waitStatus(page, 'Viewing 2. Nf3; the last move is 2… Nc6');
  // ...another move starts a variation, as on analysis boards: nothing is asked, the game stays.
  await clickMove(page, 'd7d6');
  await expectPieces(page, { d7: null, d6: 'bP' });
  assert.equal(await page.locator('dialog[open]').count(), 0);
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3', 'Nc6', 'd6']);
  assert.equal(await page.locator('#moves .variation button').textContent(), 'd6');
  // Undo takes back the last move of the line shown; flip turns the board.
  await page.click('#undo');
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3', 'Nc6']);
  await expectPieces(page, { d7: 'bP', d6: null, c6: null });
  await page.click('#flip');
  assert.equal(await page.locator('chess-board').getAttribute('orientation'), 'black');
  const h1 = await page.locator('[data-square="h1"]').boundingBox();
  const a8 = await page.locator('[data-square="a8"]').boundingBox();
  assert.ok(h1.x < a8.x && h1.y < a8.y, 'h1 is top left when Black is at the bottom');
  noProblems(page);
  await context.close();
});

test('a Chess960 game started by number, castling with the king onto its rook', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.click('#new-game');
  await page.locator('#new-game-dialog input[value="number960"]').check();
  await page.fill('#number-960', '960');
  await page.click('#new-game-dialog button[type="submit"]');
  assert.equal(await page.textContent('#new-game-error'), 'A Chess960 start position is a number from 0 to 959.');
  await page.fill('#number-960', '1e2');
  await page.click('#new-game-dialog button[type="submit"]');
  assert.equal(await page.textContent('#new-game-error'), 'A Chess960 start position is a number from 0 to 959.', 'digits only');
  await page.fill('#number-960', '96');
  await page.click('#new-game-dialog button[type="submit"]');
  await page.locator('#new-game-dialog').waitFor({ state: 'hidden' });
  // Start position 96 is BBQNRNKR.
  await expectPieces(page, {
    a1: 'wB', b1: 'wB', c1: 'wQ', d1: 'wN', e1: 'wR', f1: 'wN', g1: 'wK', h1: 'wR',
    a8: 'bB', b8: 'bB', c8: 'bQ', d8: 'bN', e8: 'bR', f8: 'bN', g8: 'bK', h8: 'bR',
  });
  assert.equal(await page.textContent('#variant'), 'Chess960 #96');
  await clickMove(page, 'f1e3');
  await clickMove(page, 'f8e6');
  await dragMove(page, 'g1h1'); // O-O: the king stays on g1, the rook goes to f1
  await expectPieces(page, { g1: 'wK', f1: 'wR', h1: null });
  assert.deepEqual(await moveList(page), ['Nfe3', 'Nfe6', 'O-O']);
  await page.locator('#io summary').click();
  await page.waitForFunction(() => document.getElementById('export-pgn').value !== '');
  const pgn = await page.inputValue('#export-pgn');
  assert.match(pgn, /\[Variant "Chess960"\]/);
  assert.match(pgn, /\[FEN "bbqnrnkr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/BBQNRNKR w KQkq - 0 1"\]/);
  assert.match(pgn, /1\. Nfe3 Nfe6 2\. O-O/);
  // A random Chess960 game starts too (and keeps its number).
  await page.click('#new-game');
  await page.locator('#new-game-dialog input[value="random960"]').check();
  await page.click('#new-game-dialog button[type="submit"]');
  assert.match(await page.textContent('#variant'), /^Chess960 #\d+$/);
  assert.equal(await pieceAt(page, 'e2'), 'wP');
  noProblems(page);
  await context.close();
});

test('on touch, tapping a pawn and then its promotion square opens the chooser; the tap chooses nothing', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { viewport: PHONE, hasTouch: true, isMobile: true });
  await page.locator('#io summary').click();
  await page.fill('#import-text', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
  await page.click('#load-fen');
  await page.locator('#io summary').click();
  await page.locator('[data-square="a7"]').tap();
  await page.locator('[data-square="a8"]').tap();
  await page.locator('[data-promotion="q"]').waitFor();
  await page.waitForTimeout(300); // the tap's own click, had it landed on the chooser
  assert.equal(await page.locator('[data-promotion]').count(), 4, 'the chooser stays open');
  await expectPieces(page, { a7: 'wP', a8: null });
  await page.locator('[data-promotion="n"]').tap();
  await expectPieces(page, { a7: null, a8: 'wN' });
  await waitStatus(page, 'Pawn to a8, promotes to knight.');
  noProblems(page);
  await context.close();
});

test('settings: figurines in the move list, and promotion to a queen without asking', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.locator('#settings summary').click();
  await page.check('#opt-figurines');
  await page.selectOption('#opt-autoqueen', 'always');
  await page.locator('#io summary').click();
  await page.fill('#import-text', '4k3/1P6/8/8/8/8/8/4K1N1 w - - 0 1');
  await page.click('#load-fen');
  await clickMove(page, 'g1f3');
  await clickMove(page, 'e8d7');
  await clickMove(page, 'b7b8');
  assert.equal(await page.locator('[data-promotion]').count(), 0, 'no chooser');
  await expectPieces(page, { b8: 'wQ', b7: null });
  assert.deepEqual(await moveList(page), ['♘f3', '♔d7', 'b8=♕']);
  // Kept over a reload.
  await page.reload();
  await ready(page);
  assert.deepEqual(await moveList(page), ['♘f3', '♔d7', 'b8=♕']);
  noProblems(page);
  await context.close();
});
