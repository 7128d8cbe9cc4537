// The clock on the page: a time control chosen for a new game, flag fall by Law 6.9 (a loss, or
// a draw against a lone king), switching on every move, pause, the clock kept over a reload
// (the time the page was closed counts for the side on move), undo, and the penalty of an
// incorrect draw claim. Set SCREENSHOTS=dir to save screenshots of the clocks there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  clockMs, clockText, expectPieces, moveList, newGame, noProblems, openApp, ready, screenshot, setUpSuite, status,
  typeMove, waitStatus, watch,
} from './helpers.mjs';

const suite = setUpSuite();

const running = (page, where) => page.locator(`#player-${where} .clock.running`).count();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('a flag falls with 5 s + 0: a loss when the opponent can mate, a draw against a lone king (Law 6.9)', { concurrency: true }, async (t) => {
  await Promise.all([
    t.test('Black runs out of time, White has all its pieces: 1-0', async () => {
      const { context, page } = await openApp(suite.browser, suite.url);
      await newGame(page, { control: '5s' });
      assert.equal(await page.isVisible('#player-bottom .clock'), true);
      assert.match(await clockText(page, 'bottom'), /^0:0[45]\.\d$/);
      assert.equal(await running(page, 'bottom'), 1, "White's clock runs");
      assert.equal(await page.locator('#player-bottom .clock.low').count(), 1, 'under 10 s: the low-time warning');
      await typeMove(page, 'e4');
      assert.equal(await running(page, 'bottom'), 0, 'the move stopped it...');
      assert.equal(await running(page, 'top'), 1, "...and started Black's");
      const white = await clockMs(page, 'bottom');
      await screenshot(page, 'clock-low.png');
      await waitStatus(page, '1-0 · White wins: Black ran out of time', 8000);
      await screenshot(page, 'clock-flag.png');
      assert.match(await status(page), /Black’s flag fell\./);
      assert.equal(await clockText(page, 'top'), '0:00.0');
      assert.equal(await page.locator('#player-top .clock.flagged').count(), 1);
      assert.equal(await clockMs(page, 'bottom'), white, "White's time stood still");
      assert.equal(await running(page, 'top') + await running(page, 'bottom'), 0);
      assert.match(await page.textContent('#result'), /1-0 · White wins: Black ran out of time/);
      assert.equal(await page.isDisabled('#resign'), true);
      assert.equal(await page.isHidden('#pause-clock'), true);
      await page.locator('[data-square="e7"]').click();
      assert.equal(await page.locator('.dest').count(), 0, 'nothing moves any more');
      noProblems(page);
      await context.close();
    }),
    t.test('White runs out of time against a lone king: a draw', async () => {
      const { context, page } = await openApp(suite.browser, suite.url);
      await page.locator('#io summary').click();
      await page.fill('#import-text', '4k3/8/8/8/8/8/8/4KQ2 w - - 0 1');
      await page.click('#load-fen');
      assert.equal(await page.isHidden('#player-bottom .clock'), true, 'an imported position has no clock');
      await newGame(page, { control: '5s', variant: 'position' });
      await expectPieces(page, { e1: 'wK', f1: 'wQ', e8: 'bK' });
      assert.equal(await running(page, 'bottom'), 1);
      await waitStatus(page, '1/2-1/2 · Draw: White ran out of time, but Black cannot checkmate', 8000);
      assert.equal(await clockText(page, 'bottom'), '0:00.0');
      noProblems(page);
      await context.close();
    }),
  ]);
});

test('choosing a control: presets, custom text read by the engine (its error for bad text), no clock', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  assert.equal(await page.isHidden('#clock-bar'), true, 'the first game has no clock');
  await page.click('#new-game');
  const presets = await page.locator('#time-control option').allTextContents();
  assert.deepEqual(presets, ['No clock', '1+0', '3+2', '5+0', '10+5', '15+10', '90+30', '40/90, 30+30', 'Custom…']);
  await page.selectOption('#time-control', 'custom');
  await page.fill('#custom-control', '5+x');
  await page.click('#new-game-dialog button[type="submit"]');
  assert.match(await page.textContent('#new-game-error'), /^Not accepted: /);
  await page.fill('#custom-control', '2/1+5, 30s');
  await page.click('#new-game-dialog button[type="submit"]');
  await page.locator('#new-game-dialog').waitFor({ state: 'hidden' });
  assert.equal(await page.textContent('#clock-control'), '2/1+5, 30s');
  assert.match(await page.textContent('#clock-note'), /^Keeps running while this page is closed \(pause it to stop it\)\. Undo sets both clocks back/);
  assert.equal(await clockText(page, 'top'), '1:00');
  // The dialog remembers the last choice; "40/90, 30+30" is a preset.
  await newGame(page, { control: '40/90, 30+30' });
  assert.equal(await clockText(page, 'top'), '1:30:00');
  await page.click('#new-game');
  assert.equal(await page.inputValue('#time-control'), '40/90, 30+30');
  await page.selectOption('#time-control', 'none');
  await page.click('#new-game-dialog button[type="submit"]');
  assert.equal(await page.isHidden('#player-top .clock'), true);
  assert.equal(await page.isHidden('#clock-bar'), true);
  noProblems(page);
  await context.close();
});

test('the clock survives a reload: the time away counts for the side on move; paused stays paused; a flag that fell meanwhile ends the game', async () => {
  const { context, page: first } = await openApp(suite.browser, suite.url);
  await newGame(first, { control: '1+0' });
  await typeMove(first, 'e4');
  const white = await clockMs(first, 'bottom');
  const black = await clockMs(first, 'top');
  const closed = Date.now();
  await first.close();
  await sleep(1500);
  const page = watch(await context.newPage());
  await page.goto(suite.url);
  await ready(page);
  await waitStatus(page, 'Black to move');
  assert.equal(await running(page, 'top'), 1, "Black's clock runs on");
  const away = Date.now() - closed;
  const blackNow = await clockMs(page, 'top');
  assert.ok(blackNow <= black - 1500 && blackNow >= black - away - 1000, `Black had ${black} ms, has ${blackNow} ms after ${away} ms away`);
  assert.equal(await clockMs(page, 'bottom'), white, "White's time is what it was");

  // Paused, it stays paused over a reload: no time passes, and no move can be made.
  await page.click('#pause-clock');
  await waitStatus(page, 'Black to move · Clock paused.');
  assert.equal(await page.textContent('#pause-clock'), 'Resume clock');
  const paused = await clockMs(page, 'top');
  await page.locator('[data-square="e7"]').click();
  assert.equal(await page.locator('.dest').count(), 0);
  assert.equal(await page.textContent('#move-hint'), 'The clock is paused: resume it to play on.');
  await sleep(300);
  await page.reload();
  await ready(page);
  await waitStatus(page, 'Clock paused.');
  assert.equal(await clockMs(page, 'top'), paused);
  await page.click('#pause-clock');
  await waitStatus(page, 'Clock running.');
  assert.equal(await running(page, 'top'), 1);

  // Closed for two minutes (the saved instants moved back): Black's flag fell meanwhile.
  await page.evaluate(() => {
    const key = 'chess-arbiter/game/v1';
    const saved = JSON.parse(localStorage.getItem(key));
    for (const event of saved.clock.events) event.at -= 120_000;
    localStorage.setItem(key, JSON.stringify(saved));
  });
  await page.reload();
  await ready(page);
  await waitStatus(page, '1-0 · White wins: Black ran out of time');
  assert.deepEqual(await moveList(page), ['e4']);
  noProblems(page);
  await context.close();
});

test('undo with a clock puts both clocks back to when the move was made, paused', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await newGame(page, { control: '1+0' });
  await typeMove(page, 'e4');
  await sleep(600);
  await typeMove(page, 'e5');
  const atMove = { white: await clockMs(page, 'bottom'), black: await clockMs(page, 'top') };
  await sleep(600);
  await page.click('#undo');
  await waitStatus(page, 'Black to move · Clock paused.');
  assert.deepEqual(await moveList(page), ['e4']);
  const white = await clockMs(page, 'bottom');
  const black = await clockMs(page, 'top');
  assert.ok(white >= atMove.white, `White's time back to the move (${white} >= ${atMove.white})`);
  assert.ok(Math.abs(black - atMove.black) < 150, `Black's time as when it moved (${black} vs ${atMove.black})`);
  assert.ok(black <= 60_000 - 500, 'the time Black used stays used');
  await page.click('#pause-clock');
  assert.equal(await running(page, 'top'), 1);
  await typeMove(page, 'c5');
  assert.deepEqual(await moveList(page), ['e4', 'c5']);
  noProblems(page);
  await context.close();
});

test('an incorrect draw claim with a clock: the three-minute penalty, and a draw offer', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await newGame(page, { control: '5+0' });
  await typeMove(page, 'e4');
  await typeMove(page, 'e5');
  assert.equal(await page.isDisabled('#claim-draw'), true, 'no claim holds, and the arbiter lets none be made');
  await newGame(page, { control: '5+0', wrongClaims: true });
  await typeMove(page, 'e4');
  await typeMove(page, 'e5');
  await page.click('#claim-draw');
  await page.locator('#confirm-dialog[open]').waitFor();
  assert.match(await page.textContent('#confirm-text'), /^No draw can be claimed in this position\. An incorrect claim counts as a draw offer\. It costs time: the opponent gets 3 minutes/);
  const before = await clockMs(page, 'bottom');
  await page.click('#confirm-buttons button[data-value="claim"]');
  await waitStatus(page, 'Incorrect claim, counted as a draw offer. Clocks now: White 2:30, Black 8:00.');
  assert.match(await page.textContent('#move-hint'), /^No draw to claim: /);
  const white = await clockMs(page, 'bottom');
  const black = await clockMs(page, 'top');
  assert.ok(Math.abs(white - before / 2) < 1000, `White, with over 2 minutes, loses half: ${before} -> ${white}`);
  assert.ok(black > 7 * 60_000 + 58_000 && black <= 8 * 60_000, `Black gets 3 minutes: ${black}`);
  assert.equal(await page.textContent('#offer .offer-text'), 'White offers a draw.');
  await page.click('#decline-draw');
  await waitStatus(page, 'Draw offer declined.');
  assert.equal(await page.isHidden('#offer'), true);
  assert.equal(await running(page, 'bottom'), 1, 'White is still to move');
  // A claim stated with a move that does not make it hold: the move stands, the penalty applies
  // to Black; Undo takes back both.
  await typeMove(page, 'Nf3');
  const blackBefore = await clockMs(page, 'top');
  await page.fill('#move-input', 'Nc6');
  assert.equal(await page.textContent('#claim-draw'), 'Claim draw with Nc6');
  await page.click('#claim-draw');
  assert.match(await page.textContent('#confirm-text'), /^No draw can be claimed with Nc6; Nc6 will stand as played\./);
  await page.click('#confirm-buttons button[data-value="claim"]');
  await waitStatus(page, 'Incorrect claim, counted as a draw offer.');
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.equal(await page.textContent('#offer .offer-text'), 'Black offers a draw.');
  const blackAfter = await clockMs(page, 'top');
  assert.ok(blackAfter < blackBefore - 2.9 * 60_000, `Black loses 3 minutes (at most): ${blackBefore} -> ${blackAfter}`);
  await page.click('#undo');
  await waitStatus(page, 'Black to move · Clock paused.');
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3']);
  assert.ok(Math.abs(await clockMs(page, 'top') - blackBefore) < 1000, 'the penalty went with the move');
  noProblems(page);
  await context.close();
});

/**
 * What a screen reader says after `act`: the text of each live region that changed meanwhile
 * (shown, not turned off; the clocks' timers are silent, role="timer").
 */
async function heard(page, act) {
  await page.evaluate(() => {
    const regions = [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')];
    window.heard = new Set();
    window.hearing = new MutationObserver((records) => {
      for (const r of records) {
        const region = regions.find((el) => el.contains(r.target));
        if (region) window.heard.add(region);
      }
    });
    for (const el of regions) window.hearing.observe(el, { subtree: true, childList: true, characterData: true });
  });
  await act();
  return page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.hearing.disconnect();
    return [...window.heard].filter((el) => !el.closest('[hidden]') && el.textContent.trim())
      .map((el) => el.textContent.replace(/\s+/g, ' ').trim());
  });
}

const times = (texts, words) => texts.join(' | ').split(words).length - 1;

test('pausing and resuming the clock is said once, in English, Russian and Ukrainian', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await newGame(page, { control: '5+0' });
  await typeMove(page, 'e4');
  const words = {
    en: { paused: 'paused', running: 'Clock running' },
    ru: { paused: 'остановлены', running: 'Часы идут' },
    uk: { paused: 'зупинено', running: 'Годинник іде' },
  };
  for (const [lang, said] of Object.entries(words)) {
    await page.selectOption('#lang', lang);
    let texts = await heard(page, () => page.click('#pause-clock'));
    assert.equal(times(texts, said.paused), 1, `${lang}, paused: ${JSON.stringify(texts)}`);
    assert.equal(times(texts, said.running), 0, `${lang}, paused: ${JSON.stringify(texts)}`);
    texts = await heard(page, () => page.click('#pause-clock'));
    assert.equal(times(texts, said.running), 1, `${lang}, running: ${JSON.stringify(texts)}`);
    assert.equal(times(texts, said.paused), 0, `${lang}, running: ${JSON.stringify(texts)}`);
  }
  assert.equal(await running(page, 'top'), 1);
  noProblems(page);
  await context.close();
});

test('a piece pressed while the clock is paused says why nothing moves, once: a click, Enter, Space', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await newGame(page, { control: '5+0' });
  await typeMove(page, 'e4');
  await page.click('#pause-clock');
  const why = 'The clock is paused: resume it to play on.';
  let texts = await heard(page, () => page.locator('[data-square="e7"]').click());
  assert.equal(times(texts, why), 1, `said once: ${JSON.stringify(texts)}`);
  assert.equal(await page.locator('.dest').count(), 0, 'nothing is picked up');
  assert.equal(await page.textContent('#move-hint'), why);
  // Resumed, the reason goes; paused again, a key on a piece says it again.
  texts = await heard(page, () => page.click('#pause-clock'));
  assert.equal(times(texts, why), 0, JSON.stringify(texts));
  assert.equal(await page.textContent('#move-hint'), '');
  await page.click('#pause-clock');
  await page.locator('[data-square="d7"]').focus();
  texts = await heard(page, () => page.keyboard.press('Enter'));
  assert.equal(times(texts, why), 1, `said once: ${JSON.stringify(texts)}`);
  await page.click('#pause-clock');
  await page.click('#pause-clock');
  await page.selectOption('#lang', 'uk');
  await page.locator('[data-square="g8"]').focus();
  texts = await heard(page, () => page.keyboard.press(' '));
  assert.equal(times(texts, 'Годинник зупинено: пустіть його, щоб продовжити.'), 1, `said once: ${JSON.stringify(texts)}`);
  assert.equal(await page.locator('.dest').count(), 0);
  noProblems(page);
  await context.close();
});
