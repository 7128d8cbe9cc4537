// Two tabs of the page (one browser context: one localStorage): a change of the game in one is
// followed by the other, and neither writes an older game over a newer one saved by the other,
// so that a reload shows the newest. The following tab takes the new game's clock, and drops
// what belonged to the old game: an open question, the computer's search.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  clockMs, holdEngineReplies, moveList, newGame, noProblems, openApp, ready, setUpSuite, typeMove, waitStatus,
} from './helpers.mjs';

const suite = setUpSuite();
const KEY = 'chess-arbiter/game/v1';

/**
 * Lets a test make the tab deaf to the other (`window.deaf = true`): the page's storage
 * listeners hear nothing more, as if the other tab's events came late.
 */
function deafened() {
  const add = window.addEventListener.bind(window);
  window.addEventListener = (type, listener, options) => add(type, type === 'storage' ? (e) => window.deaf || listener(e) : listener, options);
}

/** Two tabs of the page in one context (one storage). */
async function twoTabs(init) {
  const context = await suite.browser.newContext();
  if (init) await context.addInitScript(init);
  await context.addInitScript(deafened);
  const { page: first } = await openApp(suite.browser, suite.url, { context });
  const { page: second } = await openApp(suite.browser, suite.url, { context });
  return { context, first, second };
}

async function waitMoves(page, sans) {
  try {
    await page.waitForFunction((want) => [...document.querySelectorAll('#moves button.move')].map((b) => b.textContent).join(' ') === want, sans.join(' '), { timeout: 5000 });
  } catch {
    assert.deepEqual(await moveList(page), sans);
  }
}

const savedLine = (page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key)).line, KEY);

test('a move in one tab shows in the other, both ways, with a running clock; a reload shows the newest', async () => {
  const { context, first, second } = await twoTabs();
  await newGame(first, { control: '5+0' });
  await waitStatus(second, 'The game was changed in another tab.');
  assert.equal(await second.isVisible('#player-top .clock'), true, 'the clock came along');
  await typeMove(first, 'e4');
  await waitMoves(second, ['e4']);
  await waitStatus(second, 'Black to move');
  assert.equal(await second.locator('#player-top .clock.running').count(), 1, "Black's clock runs in the other tab too");
  await typeMove(second, 'e5');
  await waitMoves(first, ['e4', 'e5']);
  await first.click('#pause-clock');
  await waitStatus(second, 'Clock paused');
  assert.equal(await second.textContent('#pause-clock'), 'Resume clock');
  assert.equal(await second.locator('.clock.running').count(), 0);
  const paused = await clockMs(second, 'bottom');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(await clockMs(second, 'bottom'), paused, 'stopped');
  await second.reload();
  await ready(second);
  assert.deepEqual(await moveList(second), ['e4', 'e5']);
  noProblems(first);
  noProblems(second);
  await context.close();
});

test('a tab that missed a newer game never writes its older one over it: it takes the newer one instead', async () => {
  const { context, first, second } = await twoTabs();
  await typeMove(first, 'e4');
  await waitMoves(second, ['e4']);
  // The second tab hears nothing more from the first (as if its events were late)...
  await second.evaluate(() => {
    window.deaf = true;
  });
  await typeMove(first, 'e5');
  await typeMove(first, 'Nf3');
  assert.deepEqual(await moveList(second), ['e4']);
  // ...and moves in its older game: the newer one stays saved, and the second tab follows it.
  await typeMove(second, 'c5');
  assert.deepEqual(await savedLine(first), ['e2e4', 'e7e5', 'g1f3']);
  await waitMoves(second, ['e4', 'e5', 'Nf3']);
  await waitStatus(second, 'The game was changed in another tab.');
  assert.deepEqual(await moveList(first), ['e4', 'e5', 'Nf3']);
  await second.reload();
  await ready(second);
  assert.deepEqual(await moveList(second), ['e4', 'e5', 'Nf3']);
  noProblems(first);
  noProblems(second);
  await context.close();
});

test('the following tab closes its open question, and its computer drops a search of the old game', async () => {
  const { context, first, second } = await twoTabs(holdEngineReplies);
  // A question open in the second tab (who resigns?) when the first moves: it closes, unanswered.
  await typeMove(first, 'e4');
  await typeMove(first, 'e5');
  await waitMoves(second, ['e4', 'e5']);
  await second.click('#resign');
  await second.locator('#confirm-dialog[open]').waitFor();
  await typeMove(first, 'Nf3');
  await second.locator('#confirm-dialog').waitFor({ state: 'hidden' });
  await waitMoves(second, ['e4', 'e5', 'Nf3']);
  await typeMove(second, 'Nc6');
  await waitMoves(first, ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.equal(await second.textContent('#result'), '', 'nobody resigned');

  // A computer game started in the second tab (the computer has White, thinking in both tabs,
  // its replies held): a new game between people in the first makes the second's search moot.
  await second.click('#new-game');
  await second.locator('#new-game-dialog input[name="opponent"][value="computer"]').check();
  await second.selectOption('#play-as', 'b');
  await second.selectOption('#computer-level', '1');
  await second.click('#new-game-dialog button[type="submit"]');
  await second.locator('.player .thinking:not([hidden])').waitFor();
  await first.locator('.player .thinking:not([hidden])').waitFor();
  await newGame(first, { control: 'none' }); // people only
  await second.locator('.player .thinking:not([hidden])').waitFor({ state: 'hidden' });
  assert.doesNotMatch((await second.locator('.player .name').allTextContents()).join(), /Computer/, 'no computer in the game');
  // The old search's reply, released now, is dropped: nothing is played in either tab.
  await second.evaluate(() => window.releaseEngine());
  await first.evaluate(() => window.releaseEngine());
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.deepEqual(await moveList(second), []);
  assert.deepEqual(await moveList(first), []);
  assert.deepEqual(await savedLine(first), []);
  await typeMove(second, 'd4');
  await waitMoves(first, ['d4']);
  noProblems(first);
  noProblems(second);
  await context.close();
});

test('settings changed in one tab are taken by the other, all but the board\'s orientation, and not written back', async () => {
  const { context, first, second } = await twoTabs();
  await newGame(first, { control: 'none' });
  await waitStatus(second, 'The game was changed in another tab.');
  const saved = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('chess-arbiter/settings/v1')));
  await first.locator('#settings summary').click();
  await second.locator('#settings summary').click();

  await first.click('#flip');
  assert.equal(await first.getAttribute('chess-board', 'orientation'), 'black');
  await first.check('#opt-figurines');
  await second.waitForFunction(() => document.querySelector('#opt-figurines').checked);
  assert.equal(await second.getAttribute('chess-board', 'orientation'), 'white', 'each tab keeps its own orientation');
  await first.selectOption('#lang', 'ru');
  await second.waitForFunction(() => document.documentElement.lang === 'ru');
  assert.equal(await second.inputValue('#lang'), 'ru');
  await typeMove(second, 'Nf3');
  await waitMoves(first, ['♘f3']);
  assert.deepEqual(await moveList(second), ['♘f3'], 'figurines in the other tab too');

  // A rule switched in one tab holds in the other: touch-move.
  await second.check('#opt-touch');
  await first.waitForFunction(() => document.querySelector('#opt-touch').checked);
  // Neither tab wrote the settings back: they are the second tab's, with its orientation.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const stored = await saved(first);
  assert.deepEqual([stored.orientation, stored.touchMove, stored.figurines, stored.lang], ['w', true, true, 'ru']);
  assert.equal(await first.getAttribute('chess-board', 'orientation'), 'black');
  // A reload of the first tab shows what is saved.
  await first.reload();
  await ready(first);
  assert.equal(await first.inputValue('#lang'), 'ru');
  assert.equal(await first.isChecked('#opt-touch'), true);
  noProblems(first);
  noProblems(second);
  await context.close();
});
