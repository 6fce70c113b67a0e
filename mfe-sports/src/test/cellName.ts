import { waitFor } from '@testing-library/react';

/**
 * A price cell's accessible name as assistive technology computes it from its content: the text
 * outside the parts marked aria-hidden, spaces collapsed.
 */
export function cellName(cell: Element): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') node.childNodes.forEach(walk);
  };
  walk(cell);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The price cells under `container` whose accessible name is `name`. */
export function queryCells(name: string, container: ParentNode = document): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.bl-cell')].filter((cell) => cellName(cell) === name);
}

/** The one price cell named `name` (as getByLabelText found them when cells carried an aria-label). */
export function getCell(name: string, container: ParentNode = document): HTMLElement {
  const cells = queryCells(name, container);
  if (cells.length !== 1) {
    const names = [...container.querySelectorAll('.bl-cell')].map(cellName);
    throw new Error(`${cells.length} price cells named "${name}"; the cells: ${JSON.stringify(names)}`);
  }
  return cells[0]!;
}

/** The one price cell named `name` or null (none), as queryByLabelText. */
export function queryCell(name: string, container: ParentNode = document): HTMLElement | null {
  return queryCells(name, container)[0] ?? null;
}

/** getCell, waiting for it as findByLabelText did. */
export function findCell(name: string, container: ParentNode = document): Promise<HTMLElement> {
  return waitFor(() => getCell(name, container));
}
