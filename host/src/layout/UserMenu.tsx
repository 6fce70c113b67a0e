import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
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

/** The user menu: the spec's table, filtered for demo sessions, then SignOut. */
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

  const itemStyle = {
    display: 'block',
    width: '100%',
    textAlign: 'left' as const,
    padding: '9px 14px',
    background: 'none',
    border: 0,
    fontSize: 14,
    color: '#1d2730',
    cursor: 'pointer',
  };

  return (
    <Box ref={ref} position="relative" data-testid={TEST_IDS.userMenu}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        style={{
          background: 'none',
          border: '1px solid rgba(255,255,255,.5)',
          borderRadius: 6,
          color: '#fff',
          padding: '6px 10px',
          cursor: 'pointer',
          fontSize: 14,
          whiteSpace: 'nowrap',
        }}
      >
        {isDemo ? 'Demo' : userName} ▾
      </button>
      {open ? (
        <Box
          id={menuId}
          role="menu"
          position="absolute"
          right={0}
          top="calc(100% + 6px)"
          bg="white"
          minW="230px"
          borderRadius="md"
          boxShadow="0 8px 28px rgba(0,0,0,.22)"
          py={1}
          zIndex={1200}
        >
          {menuFor(isDemo).map((entry) =>
            entry.action.kind === 'balanceToggles' ? (
              <Box key={entry.label} hideFrom="xl" px="14px" py="8px" fontSize="14px" borderTop="1px solid #eef1f4">
                <Box mb={1} fontWeight="600">
                  {entry.label}
                </Box>
                <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <input
                    type="checkbox"
                    checked={visibility.balance}
                    onChange={(e) => onVisibility({ ...visibility, balance: e.target.checked })}
                  />
                  Balance
                </label>
                <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <input
                    type="checkbox"
                    checked={visibility.exposure}
                    onChange={(e) => onVisibility({ ...visibility, exposure: e.target.checked })}
                  />
                  Exposure
                </label>
              </Box>
            ) : (
              <Box key={entry.label} hideFrom={entry.mobileOnly ? 'xl' : undefined}>
                <button type="button" role="menuitem" style={itemStyle} onClick={() => choose(entry)}>
                  {entry.label}
                </button>
              </Box>
            ),
          )}
          <Box borderTop="1px solid #eef1f4">
            <button
              type="button"
              role="menuitem"
              style={{ ...itemStyle, color: '#c0392b', fontWeight: 600 }}
              onClick={() => {
                setOpen(false);
                void host.session.signOut('logout');
              }}
            >
              SignOut
            </button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
