import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@backlay/shared/router';
import { useHost } from '@backlay/shared/contract';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import { menuFor, type MenuEntry } from './navigation.js';
import type { MoneyVisibility } from './useProfile.js';

interface Props {
  userName: string;
  isDemo: boolean;
  visibility: MoneyVisibility;
  onVisibility: (v: MoneyVisibility) => void;
}

/** The user menu: the spec's table, filtered for demo sessions, then SignOut (static classes: headerCss.ts). */
export function UserMenu({ userName, isDemo, visibility, onVisibility }: Props) {
  const host = useHost();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);

  function choose(entry: MenuEntry) {
    if (entry.action.kind === 'link') void navigate(entry.action.to);
    else if (entry.action.kind === 'slot') host.openSlot(entry.action.slot);
    if (entry.action.kind !== 'balanceToggles') setOpen(false);
  }

  return (
    <div ref={ref} className="bl-um" data-testid={TEST_IDS.userMenu}>
      <button
        type="button"
        className="bl-um__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {isDemo ? 'Demo' : userName} ▾
      </button>
      {open ? (
        <div id={menuId} role="menu" className="bl-um__menu">
          {menuFor(isDemo).map((entry) =>
            entry.action.kind === 'balanceToggles' ? (
              // A menu holds menu items and groups only: the two switches are menu item checkboxes
              // (native checkboxes, so their checked state and keyboard behave as ever) in a group.
              <div
                key={entry.label}
                role="group"
                aria-labelledby={`${menuId}-toggles`}
                className="bl-narrow-only bl-um__rule bl-um__toggles"
              >
                <div id={`${menuId}-toggles`} className="bl-um__toggles-title">
                  {entry.label}
                </div>
                <label className="bl-um__check">
                  <input
                    type="checkbox"
                    role="menuitemcheckbox"
                    checked={visibility.balance}
                    aria-checked={visibility.balance}
                    onChange={(e) => onVisibility({ ...visibility, balance: e.target.checked })}
                  />
                  Balance
                </label>
                <label className="bl-um__check">
                  <input
                    type="checkbox"
                    role="menuitemcheckbox"
                    checked={visibility.exposure}
                    aria-checked={visibility.exposure}
                    onChange={(e) => onVisibility({ ...visibility, exposure: e.target.checked })}
                  />
                  Exposure
                </label>
              </div>
            ) : (
              <div key={entry.label} className={entry.mobileOnly ? 'bl-narrow-only' : undefined}>
                <button type="button" role="menuitem" className="bl-um__item" onClick={() => choose(entry)}>
                  {entry.label}
                </button>
              </div>
            ),
          )}
          <div className="bl-um__rule">
            <button
              type="button"
              role="menuitem"
              className="bl-um__item bl-um__item--out"
              onClick={() => {
                setOpen(false);
                void host.session.signOut('logout');
              }}
            >
              SignOut
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
