/// <reference lib="dom" />
/**
 * Aviator and crash: the multiplier climbs on the player's screen from the round's elapsed time
 * (the server's clock decides every cash-out); aviator draws a plane on the curve, crash a line
 * graph. The page asks the server every half second whether the round is still flying.
 */
import type { CrashInfo, CrashView, RoundView } from '../contract.js';
import { append, button, cents, el, money, multiplier, numberField, readNumber, sharpCanvas } from './dom.js';
import type { GameUi, Shell } from './shell.js';

const POLL_MS = 500;

interface Flight {
  roundId: string;
  view: CrashView;
  /** performance.now() at take-off, on this page's clock. */
  startedAt: number;
}

export function mountCrash(shell: Shell): GameUi {
  const info = shell.state.info as CrashInfo;
  const aviator = info.style === 'aviator';

  const canvas = el('canvas', 'crash-canvas');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', aviator ? 'The plane and its multiplier' : 'The multiplier graph');
  const big = el('div', 'crash-multiplier', '1.00×');
  const caption = el('div', 'crash-caption', 'Place a bet to take off');
  const overlay = el('div', 'crash-overlay');
  append(overlay, big, caption);
  append(shell.stage, canvas, overlay);

  const stake = numberField('Stake', Math.max(info.minStake, 100), { min: info.minStake, max: info.maxStake, step: 1 });
  const auto = numberField('Auto cash-out (optional)', null, {
    min: info.minAutoCashOut,
    max: info.maxMultiplier,
    step: 0.01,
    placeholder: 'e.g. 2.00',
  });
  const action = button('Bet', 'primary big', () => void onAction());
  const quick = el('div', 'quick');
  for (const [label, f] of [
    ['½', (n: number) => n / 2],
    ['2×', (n: number) => n * 2],
    ['+100', (n: number) => n + 100],
    ['Min', () => info.minStake],
  ] as const) {
    append(
      quick,
      button(label, 'small', () => {
        const next = cents(
          Math.min(info.maxStake, Math.max(info.minStake, f(readNumber(stake.input) ?? info.minStake))),
        );
        stake.input.value = String(next);
      }),
    );
  }
  append(shell.controls, stake.wrap, quick, auto.wrap, action);
  append(
    shell.below,
    el(
      'p',
      'note',
      `The multiplier starts at 1.00× and grows until the round crashes (at most ${info.maxMultiplier}×). Cash out before the crash to win your stake times the multiplier; after it, the stake is lost. Each round returns 97% of stakes on average.`,
    ),
  );

  let flight: Flight | null = null;
  let last: { view: CrashView; at: number } | null = null;
  let busy = false;
  let poll: number | null = null;

  const setBusy = (value: boolean) => {
    busy = value;
    action.disabled = value;
  };

  function land(round: RoundView, balance: number | null): void {
    flight = null;
    if (poll !== null) window.clearInterval(poll);
    poll = null;
    const view = round.detail as CrashView;
    last = { view, at: performance.now() };
    big.textContent = multiplier(view.phase === 'cashed' ? view.multiplier : (view.crashPoint ?? view.multiplier));
    big.className = `crash-multiplier ${view.phase}`;
    caption.textContent =
      round.status === 'refunded'
        ? 'Round refunded'
        : view.phase === 'cashed'
          ? `Cashed out at ${multiplier(view.multiplier)} · crashed at ${multiplier(view.crashPoint ?? view.multiplier)}`
          : aviator
            ? `Flew away at ${multiplier(view.crashPoint ?? view.multiplier)}`
            : `Crashed at ${multiplier(view.crashPoint ?? view.multiplier)}`;
    action.textContent = 'Bet';
    action.className = 'primary big';
    setBusy(false);
    stake.input.disabled = false;
    auto.input.disabled = false;
    shell.finished(round, balance);
  }

  function takeOff(round: RoundView): void {
    const view = round.detail as CrashView;
    flight = { roundId: round.roundId, view, startedAt: performance.now() - view.elapsedMs };
    big.className = 'crash-multiplier live';
    caption.textContent = view.autoCashOut
      ? `Auto cash-out at ${multiplier(view.autoCashOut)}`
      : 'Cash out before it crashes';
    action.className = 'cashout big';
    stake.input.disabled = true;
    auto.input.disabled = true;
    setBusy(false);
    if (poll !== null) window.clearInterval(poll);
    poll = window.setInterval(() => void check(), POLL_MS);
    shell.message(`Stake ${money(view.stake, shell.currency)} in play.`);
  }

  /** Whether the round is still flying; lands it when it is not. */
  async function check(): Promise<void> {
    const current = flight;
    if (!current) return;
    const state = await shell.reload();
    if (!state || flight !== current) return;
    if (state.round?.roundId === current.roundId) {
      // Keep the page's clock in step with the server's.
      const view = state.round.detail as CrashView;
      current.startedAt = performance.now() - view.elapsedMs;
      return;
    }
    const done = state.history.find((r) => r.roundId === current.roundId);
    if (done) land(done, null);
  }

  async function onAction(): Promise<void> {
    if (busy) return;
    if (flight) {
      setBusy(true);
      const result = await shell.act(flight.roundId, { type: 'cashout' });
      if (!result) return setBusy(false);
      if (result.round.status === 'open') return setBusy(false);
      land(result.round, result.balance);
      return;
    }
    const amount = readNumber(stake.input);
    if (amount === null) return shell.message('Enter a stake.', 'error');
    const target = readNumber(auto.input);
    setBusy(true);
    shell.message('Placing the bet…');
    const result = await shell.bet({
      stake: cents(amount),
      ...(target !== null ? { autoCashOut: cents(target) } : {}),
    });
    if (!result) return setBusy(false);
    if (result.balance !== null) shell.setBalance(result.balance);
    if (result.round.status === 'open') takeOff(result.round);
    else land(result.round, result.balance);
  }

  // ——— drawing ———

  function frame(): void {
    const ctx = sharpCanvas(canvas);
    if (ctx) {
      const { width, height } = canvas.getBoundingClientRect();
      let elapsed = 0;
      let m = 1;
      let state: 'idle' | 'live' | 'over' = 'idle';
      if (flight) {
        elapsed = Math.max(0, performance.now() - flight.startedAt);
        m = Math.exp(info.growth * elapsed);
        state = 'live';
        big.textContent = multiplier(Math.floor(m * 100) / 100);
        action.textContent = `Cash out ${money(Math.floor(flight.view.stake * Math.floor(m * 100)) / 100, shell.currency)}`;
      } else if (last) {
        m = last.view.crashPoint ?? last.view.multiplier;
        elapsed = Math.log(Math.max(1, m)) / info.growth;
        state = 'over';
      }
      draw(ctx, width, height, elapsed, m, state);
    }
    window.requestAnimationFrame(frame);
  }

  function draw(
    ctx: CanvasRenderingContext2D,
    w: number,
    h: number,
    elapsed: number,
    m: number,
    state: 'idle' | 'live' | 'over',
  ): void {
    ctx.clearRect(0, 0, w, h);
    const pad = 28;
    const spanT = Math.max(8_000, elapsed * 1.15);
    const spanM = Math.max(2, 1 + (m - 1) * 1.2);
    const x = (t: number) => pad + ((w - 2 * pad) * t) / spanT;
    const y = (v: number) => h - pad - ((h - 2 * pad) * (v - 1)) / (spanM - 1);
    // Axes and guide lines.
    ctx.strokeStyle = 'rgba(255,255,255,.12)';
    ctx.lineWidth = 1;
    ctx.fillStyle = 'rgba(255,255,255,.45)';
    ctx.font = '11px system-ui, sans-serif';
    const stepM = spanM > 20 ? 10 : spanM > 6 ? 2 : spanM > 3 ? 0.5 : 0.25;
    for (let v = 1; v <= spanM; v += stepM) {
      ctx.beginPath();
      ctx.moveTo(pad, y(v));
      ctx.lineTo(w - pad, y(v));
      ctx.stroke();
      ctx.fillText(`${v.toFixed(v < 10 ? 2 : 0)}×`, 2, y(v) - 2);
    }
    if (state === 'idle') return;
    const colour = state === 'over' && last?.view.phase === 'crashed' ? '#e5484d' : aviator ? '#e5484d' : '#f5b82e';
    // The curve from take-off to now.
    ctx.beginPath();
    const steps = 60;
    for (let i = 0; i <= steps; i++) {
      const t = (elapsed * i) / steps;
      const px = x(t);
      const py = y(Math.exp(info.growth * t));
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = aviator ? 3 : 4;
    ctx.stroke();
    ctx.lineTo(x(elapsed), h - pad);
    ctx.lineTo(x(0), h - pad);
    ctx.closePath();
    ctx.fillStyle = aviator ? 'rgba(229,72,77,.18)' : 'rgba(245,184,46,.16)';
    ctx.fill();
    const tipX = x(elapsed);
    const tipY = y(m);
    if (aviator) {
      const flown = state === 'over' && last?.view.phase === 'crashed';
      const slope = Math.atan2(
        y(Math.exp(info.growth * elapsed)) - y(Math.exp(info.growth * Math.max(0, elapsed - 500))),
        Math.max(1, x(elapsed) - x(Math.max(0, elapsed - 500))),
      );
      drawPlane(ctx, flown ? w - pad : tipX, flown ? pad : tipY, flown ? -0.5 : slope);
    } else {
      ctx.beginPath();
      ctx.arc(tipX, tipY, 6, 0, Math.PI * 2);
      ctx.fillStyle = state === 'over' && last?.view.phase === 'crashed' ? '#e5484d' : '#ffffff';
      ctx.fill();
    }
  }

  function drawPlane(ctx: CanvasRenderingContext2D, px: number, py: number, angle: number): void {
    ctx.save();
    ctx.translate(px, py);
    ctx.rotate(angle);
    ctx.fillStyle = '#e5484d';
    ctx.beginPath();
    ctx.moveTo(-26, -3);
    ctx.lineTo(14, -4);
    ctx.quadraticCurveTo(26, -3, 28, 0);
    ctx.quadraticCurveTo(26, 3, 14, 4);
    ctx.lineTo(-26, 3);
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(-2, -3);
    ctx.lineTo(-11, -22);
    ctx.lineTo(-4, -22);
    ctx.lineTo(10, -3);
    ctx.closePath();
    ctx.moveTo(-2, 3);
    ctx.lineTo(-11, 22);
    ctx.lineTo(-4, 22);
    ctx.lineTo(10, 3);
    ctx.closePath();
    ctx.moveTo(-22, -2);
    ctx.lineTo(-29, -12);
    ctx.lineTo(-24, -12);
    ctx.lineTo(-16, -2);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  window.requestAnimationFrame(frame);

  return {
    resume(round) {
      if (round && round.status === 'open') takeOff(round);
    },
  };
}
