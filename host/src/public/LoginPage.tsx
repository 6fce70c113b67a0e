import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@backlay/shared/router';
import { login, loginWithDemo, type LoginResponse } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { loadHttpTransport } from '@backlay/shared/http';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import { homeFor, readSession, storeLogin } from '../session/storage.js';
import { lockOutMessage, loginNoticeOf, Notice } from './notices.js';
import { LoginRefusalNotice, loginRefusalOf, type LoginRefusal } from '../protection/loginRefusal.js';

interface Fields {
  userName: string;
  password: string;
}

export function validateLogin(f: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (!f.userName.trim()) errors.userName = 'User name is required';
  if (!f.password) errors.password = 'Password is required';
  return errors;
}

const noSubscription = () => () => undefined;

/** A failure here is the request's to report (it fetches the transport again). */
const preloadTransport = () => void loadHttpTransport().catch(() => undefined);

/**
 * False while React hydrates the page drawn at build time (src/prerender.tsx), true once the page
 * runs its code; always true on a page drawn in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function LoginPage() {
  const { http } = useHost();
  const navigate = useNavigate();
  const location = useLocation();
  const [fields, setFields] = useState<Fields>({ userName: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const [busy, setBusy] = useState<'login' | 'demo' | null>(null);
  // Why the player is here (e.g. the verify step was ended), or a lock-out from the last attempt.
  const [notice, setNotice] = useState<string | null>(() => loginNoticeOf(location.state));
  const [noticeFrom, setNoticeFrom] = useState(location.key);
  // The account's state refused the log-in (a break, a self-exclusion, a block): why, and until when.
  const [refusal, setRefusal] = useState<LoginRefusal | null>(null);
  const errors = validateLogin(fields);
  // The pre-rendered form shows before its code has arrived: what the visitor typed meanwhile is
  // taken over once it runs, and the buttons wait for it (a form without its code would submit
  // itself as a GET, the password in the address).
  const hydrated = useHydrated();
  const inputs = useRef<Record<keyof Fields, HTMLInputElement | null>>({ userName: null, password: null });
  useEffect(() => {
    const typed = { userName: inputs.current.userName?.value ?? '', password: inputs.current.password?.value ?? '' };
    if (typed.userName || typed.password) setFields(typed);
  }, []);

  // A message can also arrive while this page is already showing (another navigation to /login).
  if (location.key !== noticeFrom) {
    setNoticeFrom(location.key);
    const carried = loginNoticeOf(location.state);
    if (carried !== null) setNotice(carried);
  }

  // Once taken, the message leaves the history entry, so a reload doesn't show it again.
  useEffect(() => {
    if (loginNoticeOf(location.state) === null) return;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  async function finish(call: Promise<{ data: LoginResponse }>, credentials: LoginRefusal['credentials'] = null) {
    try {
      const { data } = await call;
      storeLogin(data);
      await navigate(homeFor(readSession()), { replace: true });
    } catch (error) {
      // The HTTP client has already toasted the server's message; a lock-out also stays on the form.
      setNotice(lockOutMessage(error));
      setRefusal(loginRefusalOf(error, credentials));
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ userName: true, password: true });
    if (Object.keys(errors).length > 0 || busy) return;
    setNotice(null);
    setRefusal(null);
    setBusy('login');
    const credentials = { userName: fields.userName.trim(), password: fields.password };
    void finish(login(http, credentials), credentials);
  }

  function demo() {
    if (busy) return;
    setNotice(null);
    setRefusal(null);
    setBusy('demo');
    void finish(loginWithDemo(http));
  }

  const field = (name: keyof Fields, label: string, type: string, autoComplete: string) => (
    <div className="bl-login__row">
      <label className="bl-login__label" htmlFor={`login-${name}`}>
        {label}
      </label>
      <input
        ref={(el) => {
          inputs.current[name] = el;
        }}
        className="bl-login__input"
        id={`login-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={fields[name]}
        aria-invalid={Boolean(touched[name] && errors[name])}
        aria-describedby={touched[name] && errors[name] ? `login-${name}-error` : undefined}
        onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      />
      {touched[name] && errors[name] ? (
        <div id={`login-${name}-error`} className="bl-login__error">
          {errors[name]}
        </div>
      ) : null}
    </div>
  );

  // The page is drawn with static classes (publicStyles.tsx): no design-system code on the first
  // page a visitor opens.
  return (
    <div className="bl-login">
      <form
        className="bl-login__card"
        onSubmit={submit}
        // The HTTP client's transport is not part of the page's first load: it is fetched once the
        // visitor starts on the form, so it is here by the time they send it.
        onFocus={preloadTransport}
        onPointerDown={preloadTransport}
        noValidate
        data-testid={TEST_IDS.loginForm}
      >
        <h1 className="bl-login__title">Login</h1>
        {notice ? (
          <div className="bl-login__row">
            <Notice id="login-notice">{notice}</Notice>
          </div>
        ) : null}
        {refusal ? (
          <div className="bl-login__row">
            <LoginRefusalNotice refusal={refusal} />
          </div>
        ) : null}
        {field('userName', 'User name', 'text', 'username')}
        {field('password', 'Password', 'password', 'current-password')}
        <ActionButton type="submit" solid busy={busy === 'login'} disabled={!hydrated}>
          Login
        </ActionButton>
        <ActionButton
          type="button"
          onClick={demo}
          busy={busy === 'demo'}
          disabled={!hydrated}
          testId={TEST_IDS.demoLogin}
        >
          Login with Demo ID
        </ActionButton>
      </form>
    </div>
  );
}

/**
 * A full-width button of the form. Busy, it keeps its name for assistive tech (aria-busy) and
 * shows a spinner in place of its text; like a disabled one, it cannot be pressed again.
 */
function ActionButton({
  type,
  solid = false,
  busy,
  disabled,
  onClick,
  testId,
  children,
}: {
  type: 'submit' | 'button';
  solid?: boolean;
  busy: boolean;
  disabled: boolean;
  onClick?: () => void;
  testId?: string;
  children: string;
}) {
  return (
    <button
      type={type}
      className={solid ? 'bl-login__button bl-login__button--solid' : 'bl-login__button'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {busy ? <span className="bl-login__spinner" aria-hidden="true" /> : null}
      <span className="bl-login__text">{children}</span>
    </button>
  );
}
