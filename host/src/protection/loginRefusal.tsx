import { lazy, Suspense } from 'react';
import type { AccountRefusal } from '@backlay/shared/api';
import { HttpError } from '@backlay/shared/http';
import { Notice } from '../public/notices.js';

/** A log-in the account's state refused (403 ACCOUNT_RESTRICTED), with what the player typed. */
export interface LoginRefusal {
  /** A new one per refusal, so a second refusal starts afresh. */
  id: number;
  /** The server's words: the state and until when. */
  message: string;
  account: AccountRefusal;
  /** The user name and password of the refused log-in (none for a demo log-in). */
  credentials: { userName: string; password: string } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The help organisations worth a link: named, and on the web (no other scheme reaches the page). */
function helpLinksOf(value: unknown): AccountRefusal['help'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.url !== 'string') return [];
    try {
      const { protocol } = new URL(entry.url);
      return protocol === 'https:' || protocol === 'http:' ? [{ name: entry.name, url: entry.url }] : [];
    } catch {
      return [];
    }
  });
}

function accountOf(value: unknown): AccountRefusal | null {
  if (!isRecord(value) || typeof value.status !== 'string') return null;
  if (!isStringOrNull(value.until) || !isStringOrNull(value.revokesAt) || typeof value.revocable !== 'boolean')
    return null;
  return {
    status: value.status as AccountRefusal['status'],
    until: value.until,
    revocable: value.revocable,
    revokesAt: value.revokesAt,
    help: helpLinksOf(value.help),
  };
}

let refusals = 0;

/** The refusal a failed log-in carries, if the account's state refused it; null for any other failure. */
export function loginRefusalOf(error: unknown, credentials: LoginRefusal['credentials']): LoginRefusal | null {
  if (!(error instanceof HttpError) || error.status !== 403 || !isRecord(error.body)) return null;
  if (error.body.code !== 'ACCOUNT_RESTRICTED') return null;
  const account = accountOf(error.body.account);
  if (!account) return null;
  refusals += 1;
  return { id: refusals, message: error.message, account, credentials };
}

// The help links and the revocation are fetched with the first refusal, not with the login page;
// without them (a failed fetch) the page still says why.
const AccountRefusalPanel = lazy(() =>
  import('./AccountRefusal.js').then(
    (m) => ({ default: m.AccountRefusalPanel }),
    () => ({ default: RefusalMessage }),
  ),
);

function RefusalMessage({ refusal }: { refusal: LoginRefusal }) {
  return <Notice id="login-notice">{refusal.message}</Notice>;
}

/** What the login page shows when the account's state refuses the log-in. */
export function LoginRefusalNotice({ refusal }: { refusal: LoginRefusal }) {
  return (
    <Suspense fallback={<RefusalMessage refusal={refusal} />}>
      <AccountRefusalPanel key={refusal.id} refusal={refusal} />
    </Suspense>
  );
}
