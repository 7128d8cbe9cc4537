// The game tree on the page: an annotated PGN with variations and comments imported and shown in
// the move list, a variation's move clicked, a new move from an earlier position starting a
// variation (nothing asked), a comment and a NAG added, kept over a reload, exported.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clickMove, expectPieces, moveList, noProblems, offlineApp, openApp, setUpSuite, typeMove, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

const ANNOTATED = `[Event "Tree"]
[Site "?"]
[Date "2026.12.02"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "*"]

{A quiet opening} 1. e4 e5 {The classical reply} (1... c5 {The Sicilian} 2. Nf3) 2. Nf3 Nc6 *
`;

test('an annotated PGN: its variations and comments in the move list; a variation clicked; a new variation; export', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.locator('#io summary').click();
  await page.fill('#import-text', ANNOTATED);
  await page.click('#load-pgn');
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 6);
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'c5', 'Nf3', 'Nf3', 'Nc6'], 'the main line in order, the variation after the move it replaces');
  const comments = await page.locator('#moves .comment').allTextContents();
  assert.deepEqual(comments, ['A quiet opening', 'The classical reply', 'The Sicilian']);
  assert.equal(await page.locator('#moves .variation').count(), 1);
  // A move of the variation shows its position.
  await page.locator('#moves .variation button', { hasText: 'c5' }).click();
  await expectPieces(page, { c5: 'bP', c7: null, e5: null, e4: 'wP' });
  assert.equal(await page.locator('#moves [aria-current]').textContent(), 'c5');
  assert.equal(await page.inputValue('#node-comment'), 'The Sicilian', 'the comment of the move shown, to edit');
  // Back to the start of the game, and a new first move: a variation, nothing asked.
  await page.keyboard.press('Home');
  await expectPieces(page, { e2: 'wP', c7: 'bP' });
  await clickMove(page, 'd2d4');
  await expectPieces(page, { d4: 'wP', e4: null });
  assert.equal(await page.locator('dialog[open]').count(), 0);
  assert.deepEqual(await moveList(page), ['e4', 'd4', 'e5', 'c5', 'Nf3', 'Nf3', 'Nc6'], 'the game is kept; d4 is a variation of 1. e4');
  // A comment and a NAG on the new move.
  await page.fill('#node-comment', 'Queen’s pawn instead');
  await page.locator('#tree-tools button[data-nag="5"]').click();
  await page.waitForFunction(() => [...document.querySelectorAll('#moves button.move')].some((b) => b.textContent === 'd4!?'));
  assert.equal(await page.locator('#moves button.move[data-path="d2d4"]').getAttribute('aria-label'), '1. d4: Pawn to d4, Interesting move');
  assert.equal(await page.locator('#tree-tools button[data-nag="5"]').getAttribute('aria-pressed'), 'true');
  // Kept over a reload.
  await page.reload();
  await page.waitForFunction(() => [...document.querySelectorAll('#moves button.move')].some((b) => b.textContent === 'd4!?'));
  assert.deepEqual(await page.locator('#moves .comment').allTextContents(), ['A quiet opening', 'Queen’s pawn instead', 'The classical reply', 'The Sicilian']);
  await expectPieces(page, { d4: 'wP', e4: null });
  // Undo takes back the last move of the line shown: d4 goes, the game stays.
  await page.click('#undo');
  await waitStatus(page, 'Start position.');
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'c5', 'Nf3', 'Nf3', 'Nc6']);
  // Exported: the whole tree.
  await page.locator('#moves button.move', { hasText: 'Nc6' }).click();
  await typeMove(page, 'Bb5');
  await page.locator('#moves button.move', { hasText: 'Nc6' }).click();
  await typeMove(page, 'Bc4');
  await page.locator('#io summary').click();
  await page.waitForFunction(() => /Bc4/.test(document.getElementById('export-pgn').value));
  const pgn = await page.inputValue('#export-pgn');
  assert.ok(pgn.split('\n').every((l) => l.length <= 80), 'PGN’s lines of at most 80 characters');
  assert.match(pgn.replace(/\s+/g, ' '), /\{A quiet opening\} 1\. e4 e5 \{The classical reply\} \(1\.\.\. c5 \{The Sicilian\} 2\. Nf3\) 2\. Nf3 Nc6 3\. Bb5 \(3\. Bc4\) \*/);
  assert.match(pgn, /\[Event "Tree"\]/);
  noProblems(page);
  await context.close();
});

test('a record annotated with evaluation glyphs (as books and lichess show them) shows them, and says them in words', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.locator('#io summary').click();
  await page.fill('#import-text', '1. e4 ⩲ 1… e5 ∞ 2. Nf3 $18 *');
  await page.click('#load-pgn');
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 3);
  assert.equal(await page.textContent('#io-error'), '');
  assert.deepEqual(await page.locator('#moves button.move').allTextContents(), ['e4 ⩲', 'e5 ∞', 'Nf3 +−']);
  assert.equal(await page.locator('#moves button.move[data-path="e2e4"]').getAttribute('aria-label'), '1. e4: Pawn to e4, White is slightly better');
  await page.waitForFunction(() => /1\. e4 \$14 e5 \$13 2\. Nf3 \$18 \*/.test(document.getElementById('export-pgn').value));
  // The position's assessment set on the page: ± replaces ⩲ (one at a time, as lichess sets them).
  await page.locator('#moves button.move[data-path="e2e4"]').click();
  assert.equal(await page.locator('#tree-tools button[data-nag="14"]').getAttribute('aria-pressed'), 'true');
  await page.locator('#tree-tools button[data-nag="16"]').click();
  await page.waitForFunction(() => document.querySelector('#moves button.move[data-path="e2e4"]').textContent === 'e4 ±');
  assert.equal(await page.locator('#tree-tools button[data-nag="14"]').getAttribute('aria-pressed'), 'false');
  assert.equal(await page.locator('#tree-tools button[data-nag="16"]').getAttribute('aria-label'), 'White is better');
  noProblems(page);
  await context.close();
});

test('a PGN file of several games is read as a stream: the page lists them, and the one chosen opens with its tree', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.locator('#io summary').click();
  const games = [
    '[Event "One"]\n[White "Ann"]\n[Black "Bob"]\n[Result "*"]\n\n1. e4 e5 *\n',
    '[Event "Two"]\n[Date "2026.12.01"]\n[White "Cid"]\n[Black "?"]\n[Result "1-0"]\n\n1. e4 (1. c4 {English}) e5 2. Nf3 1-0\n',
    '[Event "Three"]\n\n1. Nf3 *\n',
  ];
  const file = { name: 'games.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(games.join('\n')) };
  await page.setInputFiles('#import-file', file);
  await page.waitForSelector('#games-dialog[open]');
  assert.equal(await page.textContent('#games-title'), 'Choose a game');
  assert.equal(await page.textContent('#games-text'), 'The file holds 3 games: which one to open?');
  assert.deepEqual(await page.locator('#games-list button').allTextContents(), [
    'Ann – BobOne', 'Cid – ?, 1-0Two, 2026.12.01', '? – ?Three',
  ]);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.index), '0', 'the first game has the focus');
  // Escape: nothing is loaded.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('games-dialog').open);
  assert.deepEqual(await moveList(page), []);
  // The second game.
  await page.setInputFiles('#import-file', []);
  await page.setInputFiles('#import-file', file);
  await page.waitForSelector('#games-dialog[open]');
  await page.locator('#games-list button', { hasText: 'Cid' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 4);
  assert.deepEqual(await moveList(page), ['e4', 'c4', 'e5', 'Nf3']);
  assert.deepEqual(await page.locator('#moves .comment').allTextContents(), ['English']);
  assert.match(await page.textContent('#io-message'), /^Game loaded, up to move 2\.$/);
  assert.equal(await page.inputValue('#import-text'), '', 'the file is not copied into the box');
  noProblems(page);
  await context.close();
});

test('offline, the pgn entry comes from the service worker’s cache: an annotated PGN imports and exports', async () => {
  await offlineApp(suite.browser, async (page) => {
    await page.locator('#io summary').click();
    await page.fill('#import-text', ANNOTATED);
    await page.click('#load-pgn');
    await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 6);
    assert.equal(await page.textContent('#io-error'), '');
    assert.deepEqual(await page.locator('#moves .variation button').allTextContents(), ['c5', 'Nf3']);
    await page.waitForFunction(() => /\(1\.\.\. c5 \{The Sicilian\}/.test(document.getElementById('export-pgn').value));
    noProblems(page);
  });
});
