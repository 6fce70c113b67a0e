import { useLayoutEffect } from 'react';
import { dropFirstScreen } from '@backlay/shared/first-screen';
import { TEST_IDS } from '@backlay/shared/testing/ids';

export function SectionUnavailable({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  // The section's first screen drawn ahead of its code, if any, gives way to this message.
  useLayoutEffect(() => dropFirstScreen(), []);
  return (
    <section
      role="alert"
      data-testid={TEST_IDS.sectionUnavailable}
      style={{
        margin: 16,
        padding: 24,
        background: '#fff',
        borderRadius: 8,
        border: '1px solid #d7dde3',
        textAlign: 'center',
      }}
    >
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>This section is unavailable</h2>
      <p style={{ margin: '0 0 16px', color: '#4a5560' }}>
        It could not be loaded just now. Everything else keeps working.
        {detail ? (
          <span style={{ display: 'block', fontSize: 12, marginTop: 6, color: '#5b6670' }}>{detail}</span>
        ) : null}
      </p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          style={{
            background: '#0b5563',
            color: '#fff',
            border: 0,
            borderRadius: 6,
            padding: '8px 20px',
            fontSize: 15,
            cursor: 'pointer',
          }}
        >
          Retry
        </button>
      ) : null}
    </section>
  );
}
