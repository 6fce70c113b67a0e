import { memo, useLayoutEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHost } from '@backlay/shared/contract';
import type { Protection } from '@backlay/shared/api';
import { formatClock } from '../protection/format.js';
import { protectionQuery } from '../protection/protectionQuery.js';

const startOf = (protection: Protection) => protection.realityCheck.sessionStartedAt;

/**
 * Time since this login began, in the header. It reads the protection the reality check fetches
 * (it asks for nothing itself) and renders once, when the login's start is known; each second is
 * then one text node's write, not a render of the header. Marked as a timer, which assistive
 * technology does not read out as it changes.
 */
export const HeaderClock = memo(function HeaderClock() {
  const { http } = useHost();
  const { data: startedAt } = useQuery({ ...protectionQuery(http), enabled: false, select: startOf });
  const timeRef = useRef<HTMLSpanElement>(null);

  // Before paint, so the clock never shows empty; then on each second of the session.
  useLayoutEffect(() => {
    const start = startedAt === undefined ? Number.NaN : Date.parse(startedAt);
    if (Number.isNaN(start)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const elapsed = Date.now() - start;
      if (timeRef.current) timeRef.current.textContent = formatClock(elapsed);
      timer = setTimeout(tick, 1000 - (((elapsed % 1000) + 1000) % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [startedAt]);

  if (startedAt === undefined || Number.isNaN(Date.parse(startedAt))) return null;
  return (
    <div className="bl-hd__clock" role="timer" aria-label="Time logged in">
      <span className="bl-wide-only">Session </span>
      <svg className="bl-narrow-only bl-hd__clock-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.59l3.2 3.2-1.4 1.42L11 12.4V7h2Z"
        />
      </svg>
      <span ref={timeRef} className="bl-hd__clock-time" />
    </div>
  );
});
