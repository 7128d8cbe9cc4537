// The first screen: three choices, one tap each (a friend on this device, the computer with the
// last side, level and clock, a game to analyse), by pointer and by keyboard; it comes back
// when a game is over.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  PHONE, clickMove, moveList, noProblems, openApp, ready, setUpSuite, typeMove, waitStatus,
} from './helpers.mjs';

const suite = setUpSuite();

test('the first screen offers a friend, the computer and analysis; the computer game keeps its last choices', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { viewport: PHONE, hasTouch: true, isMobile: true });
  assert.equal(await page.isVisible('#start'), true);
  assert.equal(await page.textContent('#start-computer-sub'), 'You play White · level 3 (casual player) · No clock');
  // "Change…" opens the New game dialog on the computer; Black, level 2, 3+2.
  await page.locator('#start-computer-options').tap();
  assert.equal(await page.isChecked('#new-game-dialog input[name="opponent"][value="computer"]'), true);
  await page.selectOption('#play-as', 'b');
  await page.selectOption('#computer-level', '2');
  await page.selectOption('#time-control', '3+2');
  await page.click('#new-game-dialog button[type="submit"]');
  assert.equal(await page.isHidden('#start'), true, 'a game started: the choices go');
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 1, null, { timeout: 10_000 });
  // A new visit with no game in progress: one tap plays the computer as last chosen.
  await page.evaluate(() => localStorage.removeItem('chess-arbiter/game/v1'));
  await page.reload();
  await ready(page);
  assert.equal(await page.textContent('#start-computer-sub'), 'You play Black · level 2 (novice) · 3+2');
  await page.locator('#start-computer').tap();
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 1, null, { timeout: 10_000 });
  assert.match(await page.textContent('#player-bottom .name'), /^Black · You/);
  assert.match(await page.textContent('#player-top .name'), /^White · Computer, level 2/);
  assert.equal(await page.textContent('#clock-control'), '3+2');
  noProblems(page);
  await context.close();
});

test('by keyboard: a friend’s game in one key press, analysis opens the FEN and PGN panel with the engine’s analysis on; the choices return when the game is over', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.focus('#start-friend');
  await page.keyboard.press('Enter');
  assert.equal(await page.isHidden('#start'), true);
  await waitStatus(page, 'New game. White to move.');
  for (const m of ['f3', 'e5', 'g4']) await typeMove(page, m);
  await clickMove(page, 'd8h4');
  await waitStatus(page, '0-1');
  assert.equal(await page.isVisible('#start'), true, 'the game is over: what next?');
  await page.focus('#start-analyse');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#io', 'open'), '');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'import-text');
  assert.equal(await page.isChecked('#analysis-toggle'), true, 'the analysis is switched on');
  assert.deepEqual(await moveList(page), ['f3', 'e5', 'g4', 'Qh4#'], 'the game stays to be analysed');
  noProblems(page);
  await context.close();
});
