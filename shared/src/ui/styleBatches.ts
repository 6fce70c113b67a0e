/**
 * The part of emotion's StyleSheet (`@emotion/sheet`) this module relies on: `insert` appends a rule
 * to the last of `tags`, and starts a new `<style>` element first whenever `ctr` (the count of rules
 * inserted) is a multiple of 65,000 (in production; of 1 in development).
 */
export interface EmotionSheet {
  ctr: number;
  tags: HTMLStyleElement[];
  insert(rule: string): void;
}

/** Runs `callback` after the current task. */
export type AfterTask = (callback: () => void) => void;

const afterTask: AfterTask = (callback) => {
  setTimeout(callback, 0);
};

const batched = new WeakSet<EmotionSheet>();

/**
 * Makes `sheet` write the rules of each task into a `<style>` element of their own, after the
 * earlier ones, instead of adding them to the element the page has already styled with.
 *
 * Why: emotion adds a component's rules with `insertRule` when the component first renders. Once
 * the browser has styled the page with a sheet, Chromium handles a rule added to that sheet inside
 * `@layer` (every Chakra recipe's rule) or `@media` (every responsive style prop) by styling and
 * laying out the whole document again. On a match page (~1,300 boxes) at 4× CPU slow-down that was
 * ~80 ms of style and ~45 ms of layout inside the first click on a price: the bet slip's first
 * render brought 27 rules, 14 of them in `@layer` or `@media`. The same rules in a new element
 * cost 2–7 ms: the browser styles again only the elements the new rules can match.
 *
 * Rules keep their order (each new element follows the last), so the cascade is unchanged. A task
 * that adds no rule adds no element; once a page's components have rendered, their rules are cached
 * by emotion and none are added again.
 */
export function insertInTaskBatches(sheet: EmotionSheet, schedule: AfterTask = afterTask): void {
  if (batched.has(sheet)) return;
  batched.add(sheet);
  const insert = sheet.insert.bind(sheet);
  let open = false;
  sheet.insert = (rule: string) => {
    if (!open) {
      open = true;
      // The sheet starts a new element at its next rule (see EmotionSheet).
      sheet.ctr = 0;
      schedule(() => {
        open = false;
      });
    }
    insert(rule);
  };
}
