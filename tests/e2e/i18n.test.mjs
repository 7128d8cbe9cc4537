// The interface in Russian and Ukrainian: picked from the browser's language, switchable, kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STRINGS } from '../../www/i18n.js';
import { CODES } from '../js/expect.mjs';
import { clickMove, noProblems, openApp, ready, setUpSuite, status, typeMove, waitStatus } from './helpers.mjs';

const suite = setUpSuite();

test('the Russian interface, from the browser language', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { locale: 'ru-RU' });
  assert.equal(await page.getAttribute('html', 'lang'), 'ru');
  assert.equal(await page.textContent('#new-game'), 'Новая партия');
  assert.equal(await page.textContent('#resign'), 'Прервать', 'before both sides have moved');
  assert.equal(await page.textContent('#claim-draw'), 'Потребовать ничью');
  assert.equal(await page.inputValue('#lang'), 'ru');
  assert.equal(await page.textContent('#start-friend strong'), 'Играть с другом на этом устройстве');
  assert.match(await page.textContent('#start-computer-sub'), /^Вы играете белыми · уровень 3 \(.+\) · Без часов$/);
  await waitStatus(page, 'Ход белых.');
  assert.equal(await page.locator('[role="grid"]').getAttribute('aria-label'), 'Шахматная доска');
  assert.equal(await page.locator('[data-square="e1"]').getAttribute('aria-label'), 'e1, белый король');
  assert.equal(await page.locator('[data-square="a8"]').getAttribute('aria-label'), 'a8, чёрная ладья');
  await clickMove(page, 'f2f3');
  await waitStatus(page, 'Пешка на f3. Ход чёрных.');
  await typeMove(page, 'e5');
  await typeMove(page, 'g4');
  await clickMove(page, 'd8h4');
  await waitStatus(page, 'Ферзь на h4, мат. 0-1 · Победа чёрных: мат');
  assert.equal(await page.textContent('#player-top .name'), 'Чёрные');

  // Switch to Ukrainian; the choice is kept over a reload.
  await page.selectOption('#lang', 'uk');
  assert.equal(await page.textContent('#new-game'), 'Нова партія');
  assert.match(await status(page), /Перемога чорних: мат/);
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'uk');
  assert.equal(await page.textContent('#undo'), 'Скасувати хід');
  assert.match(await status(page), /0-1 · Перемога чорних: мат/);
  await page.selectOption('#lang', 'en');
  assert.equal(await page.textContent('#new-game'), 'New game');
  noProblems(page);
  await context.close();
});

test('Ukrainian from the browser language; anything else is English', async () => {
  const uk = await openApp(suite.browser, suite.url, { locale: 'uk-UA' });
  assert.equal(await uk.page.textContent('#new-game'), 'Нова партія');
  await typeMove(uk.page, 'Nf3');
  await waitStatus(uk.page, 'Кінь на f3. Хід чорних.');
  noProblems(uk.page);
  await uk.context.close();
  const de = await openApp(suite.browser, suite.url, { locale: 'de-DE' });
  assert.equal(await de.page.textContent('#new-game'), 'New game');
  await de.context.close();
});

test('an error from the rules engine is named in the interface’s language, never with its English details', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { locale: 'ru-RU' });
  await page.locator('#io summary').click();
  await page.fill('#import-text', 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await page.click('#load-fen');
  assert.equal(await page.textContent('#io-error'), 'Неверный FEN.');
  await page.selectOption('#lang', 'uk');
  assert.equal(await page.textContent('#io-error'), 'Неправильний FEN.', 'the error follows the language');
  await page.selectOption('#lang', 'en');
  assert.equal(await page.textContent('#io-error'), 'Not a valid FEN: rank 7 has 9 squares');
  noProblems(page);
  await context.close();
});

test('every language names every error code of the rules engine', () => {
  for (const strings of Object.values(STRINGS)) assert.deepEqual(Object.keys(strings.errors).sort(), [...CODES].sort());
});

test('after switching language, the last move and the errors are in it; typed moves take its piece letters', async () => {
  const { context, page } = await openApp(suite.browser, suite.url);
  await typeMove(page, 'e4');
  await typeMove(page, 'Nc6');
  await waitStatus(page, 'Knight to c6. White to move.');
  await typeMove(page, 'Nf4');
  assert.match(await page.textContent('#move-hint'), /^Move refused: /);
  await page.selectOption('#lang', 'ru');
  assert.equal(await status(page), 'Конь на c6. Ход белых.');
  const refused = await page.textContent('#move-hint');
  assert.match(refused, /^Ход отклонён: Nf4/);
  assert.doesNotMatch(refused, /[a-z]{3,}/, `no English words in "${refused}"`);
  await typeMove(page, 'Кf3');
  await waitStatus(page, 'Конь на f3. Ход чёрных.');
  await typeMove(page, 'Кf6');
  await typeMove(page, 'Сc4');
  await waitStatus(page, 'Слон на c4. Ход чёрных.');
  await page.selectOption('#lang', 'uk');
  assert.equal(await status(page), 'Слон на c4. Хід чорних.');
  await typeMove(page, 'Тg8');
  await waitStatus(page, 'Тура на g8. Хід білих.');
  await typeMove(page, 'Крe2');
  await waitStatus(page, 'Король на e2. Хід чорних.');
  assert.deepEqual(await page.locator('#moves button.move').allTextContents(), ['e4', 'Nc6', 'Nf3', 'Nf6', 'Bc4', 'Rg8', 'Ke2']);
  noProblems(page);
  await context.close();
});
