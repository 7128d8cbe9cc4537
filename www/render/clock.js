// The clock bar and both clocks.
//
// The clocks show what the rules' Clock says now (never a count of our own: nothing can drift),
// redrawn every frame while one runs, with a timer for the flag (frames stop in a hidden tab).
// The clock runs on Date.now(); its saved events carry their instants, so a clock restored after
// a reload charges the time in between to the side on move.
import { $ } from '../dom.js';
import { other, strings } from '../state.js';
import { formatClock, lowTime } from '../time.js';

function renderClocks(s) {
  const now = Date.now();
  const T = strings(s);
  const players = [['player-bottom', s.settings.orientation], ['player-top', other(s.settings.orientation)]];
  // Over the board, each player's clock is also their panel's button (render/otb.js).
  const clocks = [...players.map(([id, color]) => [$(id).querySelector('.clock'), color]),
    ...[...document.querySelectorAll('.otb-clock[data-color]')].map((el) => [el, el.dataset.color])];
  for (const [el, color] of clocks) {
    if (!el.classList.contains('otb-clock')) el.hidden = !s.clock; // a panel's button stays: it names the player
    if (!s.clock) continue;
    const ms = s.clock.remaining(color, now);
    const text = formatClock(ms);
    const time = el.querySelector('.time');
    if (time.textContent !== text) time.textContent = text;
    const label = el.querySelector('.clock-label');
    if (label && label.textContent !== T.clockOf[color]) label.textContent = T.clockOf[color];
    el.classList.toggle('running', s.clock.running() === color && !s.endOutcome);
    el.classList.toggle('low', ms < lowTime(s.clock));
    el.classList.toggle('flagged', ms === 0);
    el.dataset.ms = String(ms); // for tests
  }
}

function renderClockBar(s) {
  $('clock-bar').hidden = !s.clock;
  if (!s.clock) return;
  const T = strings(s);
  $('clock-control').textContent = s.controlName ?? s.clock.control();
  $('clock-note').hidden = Boolean(s.endOutcome);
  const pause = $('pause-clock');
  pause.hidden = Boolean(s.endOutcome);
  pause.textContent = s.clock.isPaused() ? T.resumeClock : T.pauseClock;
  pause.classList.toggle('primary', s.clock.isPaused());
}

/**
 * The clock's view: `render(s)` after every render of the page; while a clock runs it redraws
 * the clocks every frame and calls `flag(now)` once a flag may have fallen (which ends the game
 * through the store, and so renders again).
 */
export function createClockView(flag) {
  let frameId = 0;
  let flagTimer = 0;
  let current = null;

  const running = (s) => Boolean(s.clock && !s.endOutcome && s.clock.running());

  function frame() {
    frameId = 0;
    if (!current || !running(current)) return;
    if (current.clock.flagged(Date.now())) {
      flag(Date.now());
      return;
    }
    renderClocks(current);
    frameId = requestAnimationFrame(frame);
  }

  return {
    render(s) {
      current = s;
      cancelAnimationFrame(frameId);
      clearTimeout(flagTimer);
      frameId = 0;
      flagTimer = 0;
      renderClockBar(s);
      renderClocks(s);
      if (!running(s)) return;
      const at = s.clock.flagAt();
      if (at !== null) {
        flagTimer = setTimeout(() => {
          flag(Date.now());
          if (current === s) this.render(s); // not fallen yet (a timer may fire early): wait again
        }, Math.max(0, at - Date.now()) + 1);
      }
      frameId = requestAnimationFrame(frame);
    },
  };
}
