// Pre-moves against the computer, as lichess has them: destinations that ignore the pieces (a
// square your own piece stands on may be pre-moved to, for a recapture), cancelled by a click
// elsewhere, dropped when not legal once it is your turn. The computer's reply is held until the
// test has looked (helpers.mjs holdEngineReplies), so nothing here races its search.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { holdEngineReplies, moveList, noProblems, openApp, setUpSuite, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

async function heldComputerGame() {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(holdEngineReplies);
  const { page } = await openApp(suite.browser, suite.url, { context });
  await page.click('#new-game');
  await page.locator('#new-game-dialog input[name="opponent"][value="computer"]').check();
  await page.selectOption('#play-as', 'b');
  await page.selectOption('#computer-level', '1');
  await page.click('#new-game-dialog button[type="submit"]');
  await page.locator('.player .thinking:not([hidden])').waitFor();
  return { context, page };
}

test('a pre-move onto a square of one’s own piece is made, a click elsewhere cancels one, and one not legal when the turn comes is dropped', async () => {
  const { context, page } = await heldComputerGame();
  // A click elsewhere cancels.
  await page.click('[data-square="e7"]');
  await page.click('[data-square="e5"]');
  await waitStatus(page, 'Pre-move: Pawn to e5, played the instant it is legal.');
  await page.click('[data-square="a4"]');
  await waitStatus(page, 'Pre-move cancelled.');
  assert.equal(await page.isHidden('#premove-marks'), true);
  // The queen through her own pawn: d8-d7 ignores the pawn standing there.
  await page.click('[data-square="d8"]');
  await page.click('[data-square="d7"]');
  await waitStatus(page, 'Pre-move: Queen to d7, played the instant it is legal.');
  assert.equal(await page.getAttribute('#premove-marks .to', 'data-square'), 'd7');
  await page.evaluate(() => window.releaseEngine());
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 1, null, { timeout: 10_000 });
  await waitStatus(page, 'Black to move');
  assert.equal((await moveList(page)).length, 1, 'the pawn still stands on d7: the pre-move is dropped');
  assert.equal(await page.isHidden('#premove-marks'), true);
  noProblems(page);
  await context.close();
});
