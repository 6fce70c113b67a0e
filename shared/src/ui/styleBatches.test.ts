import createCache from '@emotion/cache';
import { insertInTaskBatches, type AfterTask } from './styleBatches.js';

/** A scheduler the test ends tasks with. */
function tasks() {
  const pending: (() => void)[] = [];
  const schedule: AfterTask = (callback) => {
    pending.push(callback);
  };
  const end = () => {
    for (const callback of pending.splice(0)) callback();
  };
  return { schedule, end };
}

/** A production emotion sheet (rules added with insertRule), as the pages have. */
function speedySheet(key: string) {
  return createCache({ key, speedy: true }).sheet;
}

const elements = (key: string) => [...document.head.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${key}"]`)];
const rulesIn = (style: HTMLStyleElement) => [...style.sheet!.cssRules].map((rule) => rule.cssText);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('insertInTaskBatches', () => {
  it("writes each task's rules into a style element of their own, after the earlier ones", () => {
    const sheet = speedySheet('batch');
    const { schedule, end } = tasks();
    insertInTaskBatches(sheet, schedule);

    sheet.insert('.a { color: red; }');
    sheet.insert('@layer recipes { .a { padding: 1px; } }');
    end();
    sheet.insert('@media (min-width: 40rem) { .b { color: blue; } }');
    sheet.insert('.b { margin: 0px; }');
    end();
    end(); // a task without rules adds no element
    sheet.insert('.c { color: green; }');

    const written = elements('batch');
    expect(written).toHaveLength(3);
    expect(sheet.tags).toEqual(written);
    expect(written.map(rulesIn)).toEqual([
      ['.a {color: red;}', '@layer recipes {.a {padding: 1px;}}'],
      ['@media (min-width: 40rem) {.b {color: blue;}}', '.b {margin: 0px;}'],
      ['.c {color: green;}'],
    ]);
    // The page's order of rules is the order they came in: the cascade is unchanged.
    expect(written[0]!.compareDocumentPosition(written[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(written[1]!.compareDocumentPosition(written[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without it, emotion adds every rule to the one element the page is already styled with', () => {
    // What the page did before (and why a rule in @layer or @media restyled the whole document).
    const sheet = speedySheet('plain');
    sheet.insert('.a { color: red; }');
    sheet.insert('@layer recipes { .b { color: blue; } }');
    expect(elements('plain')).toHaveLength(1);
  });

  it('changes a sheet once, however often it is asked', () => {
    const sheet = speedySheet('once');
    const { schedule, end } = tasks();
    insertInTaskBatches(sheet, schedule);
    insertInTaskBatches(sheet, schedule);
    sheet.insert('.a { color: red; }');
    sheet.insert('.b { color: red; }');
    end();
    expect(elements('once')).toHaveLength(1);
    expect(rulesIn(elements('once')[0]!)).toHaveLength(2);
  });

  it('ends a batch after the task by default', async () => {
    const sheet = speedySheet('timer');
    insertInTaskBatches(sheet);
    sheet.insert('.a { color: red; }');
    sheet.insert('.b { color: red; }');
    await new Promise((resolve) => setTimeout(resolve, 0));
    sheet.insert('.c { color: red; }');
    expect(elements('timer').map((style) => rulesIn(style).length)).toEqual([2, 1]);
  });
});
