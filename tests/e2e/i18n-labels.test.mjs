// Words a screen reader reads in Russian and Ukrainian that were wrong: the players' name fields
// of the New game dialog (named "as White", the choice of side's case, instead of "White"), and
// the Audit view's board, whose squares kept the board's English names. And Load PGN with an
// empty box says why, as Load FEN does. And the Game details box names the tags in the language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { noProblems, openApp, setUpSuite } from './helpers.mjs';

const suite = setUpSuite();

test('the New game dialog names the players’ fields “White” and “Black”, the side chosen “as White”', async () => {
  const expected = {
    'ru-RU': { w: 'Белые', b: 'Чёрные', side: 'Белыми' },
    'uk-UA': { w: 'Білі', b: 'Чорні', side: 'Білими' },
    'en-US': { w: 'White', b: 'Black', side: 'White' },
  };
  for (const [locale, names] of Object.entries(expected)) {
    const { context, page } = await openApp(suite.browser, suite.url, { locale });
    await page.click('#new-game');
    for (const [color, name] of [['white', names.w], ['black', names.b]]) {
      const field = page.getByRole('textbox', { name, exact: true });
      assert.equal(await field.count(), 1, `${locale}: a field named “${name}”`);
      assert.equal(await field.getAttribute('id'), `name-${color}`, locale);
    }
    assert.equal(await page.textContent('#play-as option[value="w"]'), names.side, `${locale}: the side chosen keeps its case`);
    noProblems(page);
    await context.close();
  }
});

test('the Audit view’s board names its squares in the language, also after a switch', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { locale: 'uk-UA' });
  await page.click('#start-audit');
  await page.fill('#audit-text', '[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n');
  await page.click('#audit-run');
  await page.locator('#audit-list .audit-row').first().click();
  await page.waitForSelector('#audit-game:not([hidden])');
  const e1 = page.locator('#audit-board [data-square="e1"]');
  assert.equal(await e1.getAttribute('aria-label'), 'e1, білий король');
  await page.selectOption('#lang', 'ru');
  assert.equal(await e1.getAttribute('aria-label'), 'e1, белый король');
  noProblems(page);
  await context.close();
});

test('Load PGN with an empty box says the box is empty, in the language, as Load FEN does', async () => {
  const { context, page } = await openApp(suite.browser, suite.url, { locale: 'ru-RU' });
  await page.click('#io summary');
  const error = async () => {
    await page.waitForFunction(() => document.getElementById('io-error').textContent !== '');
    return page.textContent('#io-error');
  };
  await page.click('#load-pgn');
  assert.equal(await error(), 'Неверный PGN: поле пусто');
  await page.click('#load-fen');
  assert.equal(await page.textContent('#io-error'), 'Неверный FEN: поле пусто');
  await page.selectOption('#lang', 'en');
  await page.click('#load-pgn');
  assert.equal(await error(), 'Not a valid PGN: the box is empty');
  noProblems(page);
  await context.close();
});

test('the Game details box names the tags in the language, also after a switch, and leaves out an unknown result', async () => {
  // The heading was translated and the tags' names stayed English (Event, White, Result).
  const { context, page } = await openApp(suite.browser, suite.url, { locale: 'ru-RU' });
  await page.locator('#io summary').click();
  await page.fill('#import-text', '[Event "Open"]\n[White "Ann"]\n[Black "Bob"]\n[MyTag "x"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n');
  await page.click('#load-pgn');
  await page.waitForSelector('#tags-box:not([hidden])');
  const names = () => page.locator('#tags dt').allTextContents();
  assert.deepEqual(await names(), ['Турнир', 'Белые', 'Чёрные', 'Результат', 'MyTag']);
  await page.selectOption('#lang', 'uk');
  await page.waitForFunction(() => document.querySelector('#tags dt')?.textContent === 'Турнір');
  assert.deepEqual(await names(), ['Турнір', 'Білі', 'Чорні', 'Результат', 'MyTag']);
  // A record with no tags: nothing to show, not a lone "Result *".
  await page.fill('#import-text', '1. e4 e5 *\n');
  await page.click('#load-pgn');
  await page.waitForFunction(() => document.querySelectorAll('#moves button.move').length === 2);
  assert.equal(await page.locator('#tags-box').isHidden(), true);
  noProblems(page);
  await context.close();
});
