/** Attributes of an element the first screen draws; `style` entries are set as properties. */
export interface Attrs {
  [name: string]: string | undefined | Partial<Record<'gridColumn', string>>;
}

/**
 * An element with attributes and children, as React would write it: attributes in the order
 * given (undefined ones left out), then the children (strings become text).
 */
export function h(doc: Document, tag: string, attrs: Attrs | null, ...children: (Node | string | null)[]): HTMLElement {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === undefined) continue;
    if (typeof value === 'string') el.setAttribute(name, value);
    else Object.assign(el.style, value);
  }
  for (const child of children) {
    if (child !== null) el.append(child);
  }
  return el;
}
