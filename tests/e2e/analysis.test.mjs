// The analysis in Chromium: switched on, it shows the engine's score, best line and an arrow for
// the position shown, follows the move list's navigation, is remembered across reloads, does no
// work when off, is hidden against the computer, and never holds up the board.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  clickMove, holdEngineReplies, moveList, noProblems, openApp, ready, setUpSuite, typeMove,
} from './helpers.mjs';

const suite = setUpSuite();

/** Back rank: 1. Ra8# (White to move). */
const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1';

/** Counts, in the page, the messages sent to workers and the workers alive (for `context.addInitScript`). */
function countWorkers() {
  const Native = window.Worker;
  window.workerPosts = 0;
  window.workersAlive = 0;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      window.workersAlive += 1;
    }

    postMessage(...args) {
      window.workerPosts += 1;
      return super.postMessage(...args);
    }

    terminate() {
      window.workersAlive -= 1;
      return super.terminate();
    }
  };
}

async function loadFen(page, fen) {
  await page.locator('#io summary').click();
  await page.fill('#import-text', fen);
  await page.click('#load-fen');
  await page.locator('#io summary').click();
}

async function waitScore(page, text) {
  await page.locator('#analysis-score', { hasText: text }).waitFor({ timeout: 10_000 });
}

test('on: a mate in one shows #1, the full bar and the arrow on the mating move; it follows the move list; off: no work, no arrow', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(countWorkers);
  const { page } = await openApp(suite.browser, suite.url, { context });
  await loadFen(page, MATE_IN_ONE);
  assert.equal(await page.isVisible('#analysis'), true);
  assert.equal(await page.isVisible('#eval-bar'), false, 'off until switched on');
  assert.equal(await page.evaluate(() => window.workerPosts), 0, 'off: the engine is not even asked');
  await page.check('#analysis-toggle');
  await waitScore(page, '#1');
  await page.locator('[data-arrow="a1a8"]').waitFor();
  assert.equal(await page.getAttribute('#eval-bar', 'data-share'), '100.0');
  assert.equal(await page.textContent('#analysis-best'), 'Best move: Ra8# (Rook to a8, checkmate)');
  assert.equal(await page.textContent('#analysis-line'), '1. Ra8#');
  assert.equal(await page.getAttribute('svg.arrows', 'aria-hidden'), 'true', 'the arrow is said in words, not read twice');

  // Not the mate: the analysis follows the new position (Black to move), then the way back.
  await typeMove(page, 'Rb1');
  await page.locator('[data-arrow="a1a8"]').waitFor({ state: 'detached' });
  await page.locator('#analysis-score', { hasNotText: '#1' }).waitFor();
  await page.click('#nav-prev');
  await waitScore(page, '#1');
  await page.locator('[data-arrow="a1a8"]').waitFor();

  // Off: no arrow, no bar, and no work however the position changes.
  await page.uncheck('#analysis-toggle');
  assert.equal(await page.isVisible('#eval-bar'), false);
  assert.equal(await page.locator('[data-arrow]').count(), 0);
  const posts = await page.evaluate(() => window.workerPosts);
  await page.click('#nav-end');
  await page.click('#nav-prev');
  await typeMove(page, 'Ra7');
  await page.waitForTimeout(300); // time enough for a search that should not start
  assert.equal(await page.evaluate(() => window.workerPosts), posts);
  noProblems(page);
  await context.close();
});

test('remembered across reloads, in the language chosen, with the bar turned with the board', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await loadFen(page, MATE_IN_ONE);
  await page.check('#analysis-toggle');
  await waitScore(page, '#1');
  await page.selectOption('#lang', 'ru');
  await page.locator('#analysis-best', { hasText: 'Лучший ход: Ra8#' }).waitFor();
  await page.reload();
  await ready(page);
  assert.equal(await page.isChecked('#analysis-toggle'), true);
  await waitScore(page, '#1');
  assert.match(await page.textContent('#analysis-depth'), /^глубина \d+/);
  assert.equal(await page.getAttribute('#eval-bar', 'class'), 'eval-bar');
  await page.click('#flip');
  assert.equal(await page.getAttribute('#eval-bar', 'class'), 'eval-bar flipped');
  noProblems(page);
  await context.close();
});

test('the board answers moves while a search runs (its replies held back)', async () => {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(holdEngineReplies);
  await context.addInitScript(countWorkers);
  const { page } = await openApp(suite.browser, suite.url, { context });
  await page.click('#start-friend');
  await page.check('#analysis-toggle');
  assert.equal(await page.textContent('#analysis-depth'), 'Thinking…');
  await clickMove(page, 'e2e4');
  await clickMove(page, 'e7e5');
  await clickMove(page, 'g1f3');
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3']);
  assert.equal(await page.textContent('#analysis-depth'), 'Thinking…', 'the search has not answered: the moves did not wait for it');
  // Off while it searches: the search is stopped (its worker ended) at once.
  await page.uncheck('#analysis-toggle');
  assert.equal(await page.evaluate(() => window.workersAlive), 0);
  await page.check('#analysis-toggle');
  await page.evaluate(() => window.releaseEngine());
  await page.locator('#analysis-depth', { hasText: /^depth \d+/ }).waitFor({ timeout: 10_000 });
  assert.match(await page.textContent('#analysis-line'), /^2… /);
  assert.equal(await page.locator('[data-arrow]').count(), 1);
  noProblems(page);
  await context.close();
});

test('hidden against the computer, even when switched on', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await page.check('#analysis-toggle');
  await page.click('#start-computer');
  await page.locator('#analysis').waitFor({ state: 'hidden' });
  assert.equal(await page.isVisible('#eval-bar'), false);
  assert.equal(await page.locator('[data-arrow]').count(), 0);
  await page.click('#new-game');
  await page.locator('#new-game-dialog input[name="opponent"][value="human"]').check();
  await page.click('#new-game-dialog button[type="submit"]');
  await page.locator('#analysis').waitFor();
  assert.equal(await page.isChecked('#analysis-toggle'), true);
  noProblems(page);
  await context.close();
});

test('the board element draws arrows from square centre to square, turned with the board', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  const read = () => page.evaluate(() => {
    const board = document.querySelector('chess-board');
    return {
      arrows: board.arrows,
      lines: [...board.shadowRoot.querySelectorAll('[data-arrow]')].map((g) => {
        const line = g.querySelector('line');
        return [g.dataset.arrow, ...['x1', 'y1'].map((k) => Number(line.getAttribute(k)))];
      }),
    };
  });
  await page.evaluate(() => {
    document.querySelector('chess-board').arrows = ['e2e4', { from: 'g1', to: 'f3' }, 'z9z9', { from: 'a1', to: 'a1' }, null];
  });
  assert.deepEqual(await read(), {
    arrows: [{ from: 'e2', to: 'e4' }, { from: 'g1', to: 'f3' }],
    lines: [['e2e4', 4.5, 6.5], ['g1f3', 6.5, 7.5]], // from White's side: e2 is the fifth file, the seventh row
  });
  await page.click('#flip');
  assert.deepEqual((await read()).lines, [['e2e4', 3.5, 1.5], ['g1f3', 1.5, 0.5]]);
  await page.evaluate(() => { document.querySelector('chess-board').arrows = []; });
  assert.deepEqual(await read(), { arrows: [], lines: [] });
  noProblems(page);
  await context.close();
});
