/// <reference lib="dom" />
/**
 * Small DOM helpers for the game page. Text from the server only ever goes in with textContent.
 */

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls?: string,
  text?: string | number | null,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

export function append(parent: Node, ...children: (Node | null | undefined | false)[]): void {
  for (const child of children) if (child) parent.appendChild(child);
}

export function clear(node: Node): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}

export function button(label: string, cls: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', cls, label);
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}

/** An amount with two decimals and the currency code: "INR 1,250.00". */
export function money(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function multiplier(m: number): string {
  return `${m.toFixed(2)}×`;
}

/** A labelled number input. */
export function numberField(
  label: string,
  value: number | null,
  options: { min: number; max: number; step: number; placeholder?: string },
): { wrap: HTMLLabelElement; input: HTMLInputElement } {
  const wrap = el('label', 'field');
  const input = el('input');
  input.type = 'number';
  input.inputMode = 'decimal';
  input.min = String(options.min);
  input.max = String(options.max);
  input.step = String(options.step);
  if (options.placeholder) input.placeholder = options.placeholder;
  if (value !== null) input.value = String(value);
  append(wrap, el('span', 'field-label', label), input);
  return { wrap, input };
}

/** The number in an input, or null when it is empty or not a number. */
export function readNumber(input: HTMLInputElement): number | null {
  if (input.value.trim() === '') return null;
  const n = Number(input.value);
  return Number.isFinite(n) ? n : null;
}

/** A stake rounded to cents (what the player typed, as the server reads it). */
export function cents(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Canvas sized for the device's pixel ratio; draw in CSS pixels. */
export function sharpCanvas(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = canvas.getBoundingClientRect();
  if (width === 0 || height === 0) return null;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
