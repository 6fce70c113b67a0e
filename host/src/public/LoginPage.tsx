import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { login, loginWithDemo, type LoginResponse } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { TEST_IDS } from '@backlay/shared/testing';
import { homeFor, readSession, storeLogin } from '../session/storage.js';
import { lockOutMessage, loginNoticeOf, Notice } from './notices.js';

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

  async function finish(call: Promise<{ data: LoginResponse }>) {
    try {
      const { data } = await call;
      storeLogin(data);
      await navigate(homeFor(readSession()), { replace: true });
    } catch (error) {
      // The HTTP client has already toasted the server's message; a lock-out also stays on the form.
      setNotice(lockOutMessage(error));
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ userName: true, password: true });
    if (Object.keys(errors).length > 0 || busy) return;
    setNotice(null);
    setBusy('login');
    void finish(login(http, { userName: fields.userName.trim(), password: fields.password }));
  }

  function demo() {
    if (busy) return;
    setNotice(null);
    setBusy('demo');
    void finish(loginWithDemo(http));
  }

  const field = (name: keyof Fields, label: string, type: string, autoComplete: string) => (
    <Box mb={4}>
      <Box asChild display="block" fontSize="sm" fontWeight="600" mb={1} color="#22313b">
        <label htmlFor={`login-${name}`}>{label}</label>
      </Box>
      <Input
        ref={(el) => {
          inputs.current[name] = el;
        }}
        id={`login-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={fields[name]}
        aria-invalid={Boolean(touched[name] && errors[name])}
        aria-describedby={touched[name] && errors[name] ? `login-${name}-error` : undefined}
        onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
        bg="white"
        size="lg"
      />
      {touched[name] && errors[name] ? (
        <Box id={`login-${name}-error`} color="red.600" fontSize="sm" mt={1}>
          {errors[name]}
        </Box>
      ) : null}
    </Box>
  );

  // What the two buttons share: full width, large, and waiting for the page's code.
  const action = { w: '100%', size: 'lg', disabled: !hydrated } as const;

  return (
    <Box display="grid" placeItems="center" px={4} py={{ base: 8, md: 16 }}>
      <Box
        asChild
        w="100%"
        maxW="400px"
        bg="white"
        p={{ base: 5, md: 8 }}
        borderRadius="lg"
        boxShadow="0 6px 24px rgba(11,43,60,.12)"
      >
        <form onSubmit={submit} noValidate data-testid={TEST_IDS.loginForm}>
          <Box as="h1" fontSize="26px" fontWeight="700" textAlign="center" mb={6} color="#0b2b3c">
            Login
          </Box>
          {notice ? (
            <Box mb={4}>
              <Notice id="login-notice">{notice}</Notice>
            </Box>
          ) : null}
          {field('userName', 'User name', 'text', 'username')}
          {field('password', 'Password', 'password', 'current-password')}
          <Button type="submit" {...action} bg="brand.solid" color="white" loading={busy === 'login'} mt={2}>
            Login
          </Button>
          <Button
            type="button"
            onClick={demo}
            data-testid={TEST_IDS.demoLogin}
            {...action}
            variant="outline"
            borderColor="brand.solid"
            color="brand.solid"
            loading={busy === 'demo'}
            mt={3}
          >
            Login with Demo ID
          </Button>
        </form>
      </Box>
    </Box>
  );
}
