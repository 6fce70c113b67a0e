/**
 * Real socket.io clients for the real-time tests: connect to a listening test app over websocket,
 * record every server event, and wait for one (or for the disconnect) with a deadline.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@backlay/shared/realtime-protocol';
import type { Harness } from './harness.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long any expected event may take before the test fails. */
export const WAIT_MS = 3000;

export interface Client {
  socket: ClientSocket;
  /** Every server event this client received, in order. */
  events: { name: string; args: unknown[] }[];
  waitFor(name: keyof ServerToClientEvents): Promise<unknown[]>;
  disconnected(): Promise<string>;
}

/** Starts the harness' app on a free local port; resolves with its URL. */
export async function listen(h: Harness): Promise<string> {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address() as AddressInfo | null;
  assert.ok(address && typeof address === 'object', 'the app listens on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

export interface SocketClients {
  /** Every socket opened so far (and not yet closed by closeAll). */
  open: Set<ClientSocket>;
  /** Connects with the given auth; resolves once connected, rejects with the server's refusal. */
  connect(url: string, auth: { token?: string }): Promise<Client>;
  /** Disconnects every open socket and forgets them. */
  closeAll(): void;
}

/** A set of clients a test file opens and closes together. */
export function socketClients(): SocketClients {
  const open = new Set<ClientSocket>();
  return {
    open,
    connect(url, auth) {
      const socket: ClientSocket = io(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
      open.add(socket);
      return connected(socket);
    },
    closeAll() {
      for (const socket of open) socket.disconnect();
      open.clear();
    },
  };
}

function connected(socket: ClientSocket): Promise<Client> {
  const events: Client['events'] = [];
  const waiters = new Set<() => void>();
  socket.onAny((name: string, ...args: unknown[]) => {
    events.push({ name, args });
    for (const wake of waiters) wake();
  });
  const client: Client = {
    socket,
    events,
    waitFor(name) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find((e) => e.name === name);
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit.args);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${name} within ${WAIT_MS} ms; got ${JSON.stringify(events.map((e) => e.name))}`));
        }, WAIT_MS);
        waiters.add(check);
        check();
      });
    },
    disconnected() {
      return new Promise((resolve, reject) => {
        if (socket.disconnected && !socket.active) return resolve('already disconnected');
        const timer = setTimeout(() => reject(new Error(`still connected after ${WAIT_MS} ms`)), WAIT_MS);
        socket.once('disconnect', (reason) => {
          clearTimeout(timer);
          resolve(reason);
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`neither connected nor refused within ${WAIT_MS} ms`)), WAIT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(client);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** The names of the events a client received, in order. */
export const names = (client: Client) => client.events.map((e) => e.name);
