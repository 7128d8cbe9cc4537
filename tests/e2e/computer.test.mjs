// Playing the computer (issue 9): a whole game at level 1, the page responsive while the engine
// thinks in its worker, Undo of a move pair, the Hint, and a reload in the middle of a game.
// The person's moves come from the package's own engine, imported here in Node (strong moves
// finish the game quickly); they are played by clicking squares, as a person would.
// Set SCREENSHOTS=dir to save desktop and phone screenshots of the computer thinking.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game } from 'chess-arbiter';
import { bestMove, levels } from 'chess-arbiter/engine';
import { STRINGS } from '../../www/i18n.js';
import { LEVEL_RATINGS } from '../../www/computer.js';
import {
  DESKTOP, PHONE, clickMove, expectPieces, holdEngineReplies, moveList, noProblems, openApp, ready, screenshot, setUpSuite,
  offlineApp, status, waitStatus } from './helpers.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const suite = setUpSuite();

/** Starts a game against the computer from the New game dialog. */
async function computerGame(page, { side = 'w', level = 1, control = 'none', variant = 'standard' } = {}) {
  await page.click('#new-game');
  await page.locator('#new-game-dialog input[name="opponent"][value="computer"]').check();
  await page.selectOption('#play-as', side);
  await page.selectOption('#computer-level', String(level));
  await page.selectOption('#time-control', control);
  await page.locator(`#new-game-dialog input[value="${variant}"]`).check();
  await page.click('#new-game-dialog button[type="submit"]');
  await page.locator('#new-game-dialog').waitFor({ state: 'hidden' });
}

const thinking = (page) => page.locator('.player .thinking:not([hidden])');

/** Waits until the move list holds `n` moves. */
async function waitMoves(page, n, timeout = 10_000) {
  await page.waitForFunction((count) => document.querySelectorAll('#moves button.move').length === count, n, { timeout });
}

/** Replays the page's move list with the rules in Node: every move must be legal. */
function replay(sans) {
  const game = new Game();
  for (const san of sans) game.play(san);
  return game;
}

test('a whole game against the computer at level 1, the person winning with strong moves', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await computerGame(page, { side: 'w', level: 1 });
  assert.equal(await page.textContent('#player-bottom .name'), 'White · You');
  assert.equal(await page.textContent('#player-top .name'), 'Black · Computer, level 1 (beginner)');
  for (let turn = 0; turn < 150; turn++) {
    const sans = await moveList(page);
    if (await page.locator('#status.over').count()) break;
    const { move } = bestMove({ fen: START, moves: sans }, { level: 8, nodes: 30_000, seed: turn });
    await clickMove(page, move.uci);
    // The computer answers, unless the person's move ended the game.
    await page.waitForFunction((n) => document.querySelectorAll('#moves button.move').length === n + 2
      || document.querySelector('#status').classList.contains('over'), sans.length, { timeout: 10_000 });
    await thinking(page).waitFor({ state: 'hidden' });
  }
  assert.equal(await page.locator('#status.over').count(), 1, 'the game ended');
  const result = await page.textContent('#result');
  assert.match(result, /^(1-0|0-1|1\/2-1\/2) · /);
  // Every move the computer made was legal: the record replays, to the same result.
  const game = replay(await moveList(page));
  assert.ok(game.outcome(), 'the replayed game is over too');
  assert.ok(result.startsWith(game.outcome().result), `${result} against ${game.outcome().result}`);
  assert.equal(await thinking(page).count(), 0, 'the computer stopped');
  noProblems(page);
  await context.close();
});

test('while the computer thinks the page answers clicks at once', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const held = await suite.browser.newContext({ viewport, locale: 'en-US' });
    await held.addInitScript(holdEngineReplies);
    const { context, page } = await openApp(suite.browser, suite.url, { context: held });
    await computerGame(page, { side: 'b', level: 8 }); // the computer opens, thinking about a second
    assert.equal(await page.getAttribute('chess-board', 'orientation'), 'black', 'the person’s colour at the bottom');
    await thinking(page).waitFor();
    assert.equal(await page.locator('#player-top .thinking:not([hidden])').count(), 1, 'in the computer’s row');
    await screenshot(page, `computer-${viewport === PHONE ? 'phone' : 'desktop'}.png`, { fullPage: viewport === PHONE });
    await page.click('#flip');
    await page.locator('[data-square="e8"]').click(); // a click on the board (a piece of the person's)
    const now = await page.evaluate(() => ({
      orientation: document.querySelector('chess-board').getAttribute('orientation'),
      thinking: Boolean(document.querySelector('.player .thinking:not([hidden])')),
      moves: document.querySelectorAll('#moves button.move').length,
    }));
    assert.deepEqual(now, { orientation: 'white', thinking: true, moves: 0 }, 'the flip took effect before the computer’s move');
    await page.evaluate(() => window.releaseEngine());
    await waitMoves(page, 1);
    await waitStatus(page, /Computer: .+\. Black to move\./);
    await thinking(page).waitFor({ state: 'hidden' });
    assert.equal(await page.getAttribute('chess-board', 'orientation'), 'white');
    noProblems(page);
    await context.close();
  }
});

test('Undo takes back the person’s move and the computer’s reply; during a search, the person’s move', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await computerGame(page, { side: 'w', level: 8 });
  await clickMove(page, 'e2e4');
  await waitMoves(page, 2);
  await clickMove(page, 'd2d4');
  await waitMoves(page, 4);
  await thinking(page).waitFor({ state: 'hidden' });
  const [, reply] = await moveList(page);
  await page.click('#undo');
  assert.deepEqual(await moveList(page), ['e4', reply]);
  await waitStatus(page, 'White to move.');
  await expectPieces(page, { d2: 'wP', d4: null, e4: 'wP' });
  // Undo while the computer thinks: the search stops, and only the person's move goes.
  await clickMove(page, 'g1f3');
  await thinking(page).waitFor();
  await page.click('#undo');
  assert.deepEqual(await moveList(page), ['e4', reply]);
  assert.equal(await thinking(page).count(), 0);
  await page.waitForTimeout(1500); // longer than the computer's search would have taken
  assert.deepEqual(await moveList(page), ['e4', reply], 'the cancelled search played nothing');
  await expectPieces(page, { g1: 'wN', f3: null });
  // Back to the start: nothing more to take back.
  await page.click('#undo');
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.isDisabled('#undo'), true);
  noProblems(page);
  await context.close();
});

test('Hint shows a legal move on the board and in words', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await computerGame(page, { side: 'w', level: 1 });
  await clickMove(page, 'e2e4');
  await waitMoves(page, 2);
  await thinking(page).waitFor({ state: 'hidden' });
  await page.click('#hint');
  await page.locator('#hint-marks:not([hidden])').waitFor();
  const from = await page.getAttribute('#hint-marks .from', 'data-hint');
  const to = await page.getAttribute('#hint-marks .to', 'data-hint');
  const text = await page.textContent('#move-hint');
  const [, san] = text.match(/^Hint: (\S+) \(.+\)$/) ?? [];
  assert.ok(san, `the hint in words: ${text}`);
  const game = replay(await moveList(page));
  const legal = game.moves().find((m) => m.from === from && m.to === to);
  assert.ok(legal, `${from}${to} is legal`);
  assert.equal(legal.san, san);
  // Playing it clears the hint; the computer answers.
  await clickMove(page, legal.uci);
  assert.equal(await page.isHidden('#hint-marks'), true);
  await waitMoves(page, 4);
  noProblems(page);
  await context.close();
});

test('a reload keeps the computer game and its settings; the computer thinks again on its turn', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await computerGame(page, { side: 'b', level: 8 });
  await waitMoves(page, 1);
  const [first] = await moveList(page);
  const reply = first === 'e4' ? 'c7c5' : 'g8f6';
  await clickMove(page, reply);
  await thinking(page).waitFor();
  await page.reload(); // in the middle of the computer's search
  await ready(page);
  assert.equal(await page.getAttribute('chess-board', 'orientation'), 'black');
  assert.equal(await page.textContent('#player-top .name'), 'White · Computer, level 8 (strong club player)');
  assert.equal(await page.textContent('#player-bottom .name'), 'Black · You');
  assert.equal((await moveList(page)).length, 2);
  await thinking(page).waitFor();
  await waitMoves(page, 3);
  await waitStatus(page, /Computer: .+\. Black to move\./);
  // The dialog remembers the choices.
  await page.click('#new-game');
  assert.equal(await page.isChecked('#new-game-dialog input[name="opponent"][value="computer"]'), true);
  assert.equal(await page.inputValue('#play-as'), 'b');
  assert.equal(await page.inputValue('#computer-level'), '8');
  assert.equal(await page.isVisible('#computer-options'), true);
  await page.click('#new-game-dialog button.cancel');
  noProblems(page);
  await context.close();
});

test('a game saved before the computer opponent existed still loads, as a game between people', async () => {
  const context = await suite.browser.newContext();
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('chess-arbiter/game/v1', JSON.stringify({
      v: 2, setup: { type: 'standard' }, line: ['e2e4', 'e7e5'], ply: 2, ending: null, offer: null, touches: [], tags: [], clock: null, controlName: null,
    }));
    localStorage.setItem('chess-arbiter/settings/v1', JSON.stringify({
      v: 1, lang: 'en', orientation: 'w', touchMove: false, hints: true, coordinates: true, control: 'none', penalty: 'three_minutes',
    }));
  });
  const { page } = await openApp(suite.browser, suite.url, { context });
  assert.equal(await page.isHidden('#notice'), true);
  assert.deepEqual(await moveList(page), ['e4', 'e5']);
  assert.equal(await page.textContent('#player-bottom .name'), 'White');
  await clickMove(page, 'g1f3');
  await waitStatus(page, 'Knight to f3. Black to move.');
  await page.waitForTimeout(300);
  assert.equal(await thinking(page).count(), 0);
  assert.match(await status(page), /Black to move/);
  noProblems(page);
  await context.close();
});

test('the thinking indicator shows at once and is painted before even a fast reply', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await computerGame(page, { side: 'w', level: 1 });
  // The second and third replies come from a warm engine, in a few milliseconds.
  for (const [played, uci] of [[0, 'e2e4'], [2, 'd2d4'], [4, 'g1f3']]) {
    await waitMoves(page, played);
    // Every animation frame (a chance to paint) from the click until the reply: whether the
    // computer's row shows the indicator, and how many moves the list holds.
    await page.evaluate((n) => {
      window.frames_seen = [];
      const sample = () => {
        const thinking = !document.querySelector('#player-top .thinking').hidden;
        const moves = document.querySelectorAll('#moves button.move').length;
        window.frames_seen.push({ thinking, moves });
        if (moves < n + 2) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }, played);
    await clickMove(page, uci);
    await waitMoves(page, played + 2);
    await page.waitForFunction((n) => window.frames_seen.at(-1)?.moves === n + 2, played);
    const frames = await page.evaluate(() => window.frames_seen);
    const waiting = frames.filter((f) => f.moves === played + 1);
    assert.ok(waiting.length > 0, `a frame was painted between ${uci} and the reply: ${JSON.stringify(frames)}`);
    assert.ok(waiting.every((f) => f.thinking), `the indicator from the first frame on: ${JSON.stringify(frames)}`);
    assert.equal(frames.at(-1).thinking, false, 'gone with the reply');
  }
  noProblems(page);
  await context.close();
});

test('the level names are the engine’s, in every language', () => {
  assert.deepEqual(STRINGS.en.levelNames, levels.map((l) => l.name));
  for (const lang of ['ru', 'uk']) assert.equal(STRINGS[lang].levelNames.length, levels.length);
});

test('the level chooser names each level with its measured rating, in every language', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.click('#new-game');
  const options = await page.locator('#computer-level option').allTextContents();
  assert.equal(options.length, 8);
  assert.equal(options[2], `Level 3 · about ${LEVEL_RATINGS[2]} (casual player)`);
  const rated = LEVEL_RATINGS.filter((r) => r !== null);
  assert.ok(rated.length >= 7, 'at most the top level unmeasured');
  for (let i = 1; i < rated.length; i++) assert.ok(rated[i] > rated[i - 1], 'stronger levels rate higher');
  await page.keyboard.press('Escape');
  await page.selectOption('#lang', 'uk');
  await page.click('#new-game');
  assert.equal(await page.locator('#computer-level option').nth(6).textContent(), `Рівень 7 · близько ${LEVEL_RATINGS[6]} (клубний гравець)`);
  noProblems(page);
  await context.close();
});

test('draw offers: the computer declines in a level position and accepts when it stands badly', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await computerGame(page, { side: 'w', level: 8 });
  await clickMove(page, 'e2e4');
  await waitMoves(page, 2);
  await page.click('#offer-draw');
  assert.match(await page.textContent('#offer'), /You offered a draw: the computer answers on its move\./);
  assert.equal(await page.isHidden('#accept-draw'), true, 'nothing for the person to accept');
  assert.equal(await page.isDisabled('#offer-draw'), true);
  await clickMove(page, 'g1f3');
  await waitMoves(page, 4);
  await waitStatus(page, /Computer: .+\. The computer declines the draw offer\. White to move\./);
  assert.equal(await page.isHidden('#offer'), true);

  // Queen and rook up against the computer: it takes the draw.
  await page.click('#io summary');
  await page.fill('#import-text', '6k1/5ppp/8/8/8/8/5PPP/3QR1K1 w - - 0 30');
  await page.click('#load-fen');
  await page.locator('#confirm-buttons button[data-value="load"]').click(); // over the game in progress
  await computerGame(page, { side: 'w', level: 1, variant: 'position' });
  await clickMove(page, 'h2h3');
  await waitMoves(page, 2);
  await page.click('#offer-draw');
  await clickMove(page, 'g2g3');
  await waitStatus(page, 'The computer accepts the draw offer. 1/2-1/2 · Draw: agreement.');
  assert.equal((await moveList(page)).length, 3);
  noProblems(page);
  await context.close();
});

test('with a clock the computer’s time runs while it thinks, and its move starts the person’s clock', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await computerGame(page, { side: 'w', level: 1, control: '3+2' });
  await clickMove(page, 'e2e4');
  await waitMoves(page, 2);
  await page.locator('#player-bottom .clock.running').waitFor();
  assert.equal(await page.locator('#player-top .clock.running').count(), 0);
  const top = Number(await page.getAttribute('#player-top .clock', 'data-ms'));
  assert.ok(top > 170_000 && top <= 182_000, `the computer's clock shows ${top} ms`);
  noProblems(page);
  await context.close();
});

test('offline: the computer plays from the service worker’s cache, never loaded online before', async () => {
  await offlineApp(suite.browser, async (page) => {
    await computerGame(page, { side: 'b', level: 2 });
    await waitMoves(page, 1);
    await waitStatus(page, /Computer: .+\. Black to move\./);
    await page.click('#hint');
    await page.locator('#hint-marks:not([hidden])').waitFor();
    noProblems(page);
  });
});

test('in a game between people Hint is on after every move', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  assert.equal(await page.isDisabled('#hint'), false);
  for (const uci of ['e2e4', 'e7e5', 'g1f3']) {
    await clickMove(page, uci);
    await page.waitForTimeout(50);
    assert.equal(await page.isDisabled('#hint'), false, `Hint is on after ${uci}`);
  }
  await page.click('#hint');
  await page.locator('#hint-marks:not([hidden])').waitFor();
  noProblems(page);
  await context.close();
});
