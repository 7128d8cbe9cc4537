// FEN and PGN: import (pasted or from a file) of a bad and a good input, export.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectPieces, moveList, newGame, noProblems, openApp, setUpSuite, status, typeMove, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

test('FEN import: a bad FEN shows the engine message, a good one sets up the position', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await typeMove(page, 'e4');
  await page.locator('#io summary').click();
  await page.fill('#import-text', 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await page.click('#load-fen');
  assert.equal(await page.textContent('#io-error'), 'Not a valid FEN: rank 7 has 9 squares');
  assert.deepEqual(await moveList(page), ['e4'], 'the game is untouched');
  await page.fill('#import-text', '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  await page.click('#load-fen');
  await page.locator('#confirm-buttons button[data-value="load"]').click(); // over the game in progress
  assert.equal(await page.textContent('#io-error'), '');
  await expectPieces(page, { e1: 'wK', h1: 'wR', e8: 'bK', e2: null });
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.inputValue('#export-fen'), '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  await typeMove(page, 'O-O');
  await expectPieces(page, { g1: 'wK', f1: 'wR' });
  assert.equal(await page.inputValue('#export-fen'), '4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
  await page.waitForFunction(() => /\[FEN "4k3\/8\/8\/8\/8\/8\/8\/4K2R w K - 0 1"\]/.test(document.getElementById('export-pgn').value));
  assert.match(await page.inputValue('#export-pgn'), /1\. O-O\+? \*/);
  noProblems(page);
  await context.close();
});

test('PGN import: a bad PGN shows the engine message; a good one is replayed, its tags shown as text', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.locator('#io summary').click();
  await page.fill('#import-text', '1. e4 e5 2. Ke3 *');
  await page.click('#load-pgn');
  // The import reads through the pgn entry, loaded on first use: its answer comes a moment later.
  await page.waitForFunction(() => document.getElementById('io-error').textContent !== '');
  assert.match(await page.textContent('#io-error'), /^Not a valid PGN: game 1, line 1, column 13: 2\.Ke3 is not legal/);
  const pgn = [
    '[Event "Club <b>night</b>"]',
    '[Site "?"]',
    '[White "<img src=x onerror=alert(1)>"]',
    '[Black "Bob"]',
    '[Result "1-0"]',
    '',
    '1. e4 {a <script>comment</script>} e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0',
  ].join('\n');
  await page.fill('#import-text', pgn);
  await page.click('#load-pgn');
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 7);
  assert.equal(await page.textContent('#io-error'), '');
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
  await expectPieces(page, { f7: 'wQ', h5: null });
  await waitStatus(page, '1-0 · White wins: checkmate');
  // Tags are text, never markup.
  assert.match(await page.textContent('#tags'), /Club <b>night<\/b>/);
  assert.equal(await page.locator('#tags b, #tags img, #tags script').count(), 0);
  assert.match(await page.textContent('#player-bottom'), /White · <img src=x onerror=alert\(1\)>/);
  assert.equal(await page.locator('.player img').count(), 0);
  // Export keeps the tags.
  await page.waitForFunction(() => document.getElementById('export-pgn').value.includes('Club <b>night</b>'));
  assert.match(await page.inputValue('#export-pgn'), /4\. Qxf7# 1-0/);
  noProblems(page);
  await context.close();
});

test('PGN from a file, and the PGN downloads', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.locator('#io summary').click();
  await page.setInputFiles('#import-file', {
    name: 'game.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from('[Event "File"]\n\n1. d4 d5 2. c4 *\n'),
  });
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 3);
  assert.deepEqual(await moveList(page), ['d4', 'd5', 'c4']);
  assert.match(await status(page), /Game loaded, up to move 2\./);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-pgn')]);
  assert.equal(download.suggestedFilename(), 'game.pgn');
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  assert.match(readFileSync(path, 'utf8'), /\[Event "File"\][\s\S]*1\. d4 d5 2\. c4 \*/);
  noProblems(page);
  await context.close();
});

test('Load FEN: an empty box is an error; over a game in progress it asks first', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await typeMove(page, 'e4');
  await page.locator('#io summary').click();
  await page.fill('#import-text', '  ');
  await page.click('#load-fen');
  assert.equal(await page.textContent('#io-error'), 'Not a valid FEN: the box is empty');
  assert.equal(await page.textContent('#io-message'), '');
  assert.deepEqual(await moveList(page), ['e4'], 'the game is untouched');
  await page.fill('#import-text', '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  await page.click('#load-fen');
  await page.locator('#confirm-dialog[open]').waitFor();
  await page.locator('#confirm-buttons button[data-value="cancel"]').click();
  assert.deepEqual(await moveList(page), ['e4'], 'cancelled: the game is untouched');
  await page.click('#load-fen');
  await page.locator('#confirm-buttons button[data-value="load"]').click();
  await expectPieces(page, { e1: 'wK', h1: 'wR', e2: null });
  assert.deepEqual(await moveList(page), []);
  await waitStatus(page, 'Position loaded.');
  noProblems(page);
  await context.close();
});

test('the exported PGN carries the day played and the players’ names, remembered for the next game', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await newGame(page, { names: { w: 'Ann', b: 'Bob' } });
  assert.match(await page.textContent('#player-bottom .name'), /White · Ann/);
  await typeMove(page, 'e4');
  await page.locator('#io summary').click();
  await page.waitForFunction(() => document.getElementById('export-pgn').value.includes('1. e4'));
  const pgn = await page.inputValue('#export-pgn');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
  });
  assert.match(pgn, new RegExp(`\\[Date "${today.replaceAll('.', '\\.')}"\\]`));
  assert.match(pgn, /\[White "Ann"\]/);
  assert.match(pgn, /\[Black "Bob"\]/);
  await page.click('#new-game');
  assert.equal(await page.inputValue('#name-white'), 'Ann', 'the names are remembered');
  noProblems(page);
  await context.close();
});
