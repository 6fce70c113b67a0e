import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TEST_IDS } from '@backlay/shared/testing';
import type { AppConfig } from '../config/appConfig.js';
import { AppShell } from './AppShell.js';
import { buildRoutes } from './routes.js';
import { createHostServices } from './services.js';

const CONFIG: AppConfig = {
  brand: { name: 'Backlay', logo: '/brand/logo.svg', theme: { primary: '#123456' } },
  apiUrl: 'http://api.invalid',
  socketUrl: 'http://api.invalid',
  remotes: [],
};

beforeEach(() => sessionStorage.clear());

describe('the app shell', () => {
  test('draws /login without the design system: no Chakra provider above it, no Chakra classes in it', () => {
    const services = createHostServices(CONFIG, {
      load: () => Promise.reject(new Error('no remote here')),
      reset: () => undefined,
    });
    const router = createMemoryRouter(buildRoutes(services), { initialEntries: ['/login'] });
    const { container } = render(
      <AppShell services={services}>
        <RouterProvider router={router} />
      </AppShell>,
    );
    expect(screen.getByTestId(TEST_IDS.loginForm)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by Backlay');
    expect(container.querySelector('[class*="css-"], [class*="chakra-"]')).toBeNull();
    // The brand's colour reaches the static classes through a CSS variable.
    expect(container.querySelector('.bl-pub')).toHaveStyle({ '--bl-brand': '#123456' });
  });

  test('draws /login without RxJS, the socket client, the query library or axios', async () => {
    // They come with the signed-in shell (services.loadSignedIn) and with the first request: a
    // module of /login's start that imported one of them would fail here.
    await jest.isolateModulesAsync(async () => {
      for (const name of ['rxjs', 'socket.io-client', '@tanstack/react-query', 'axios']) {
        jest.doMock(name, () => {
          throw new Error(`${name} was loaded for /login`);
        });
      }
      const rtl = await import('@testing-library/react/pure');
      const { createMemoryRouter: memoryRouter, RouterProvider: Provider } = await import('react-router-dom');
      const shell = await import('./AppShell.js');
      const routes = await import('./routes.js');
      const { createHostServices: create } = await import('./services.js');
      const services = create(CONFIG, {
        load: () => Promise.reject(new Error('no remote here')),
        reset: () => undefined,
      });
      const router = memoryRouter(routes.buildRoutes(services), { initialEntries: ['/login'] });
      rtl.render(
        <shell.AppShell services={services}>
          <Provider router={router} />
        </shell.AppShell>,
      );
      expect(rtl.screen.getByTestId(TEST_IDS.loginForm)).toBeInTheDocument();
      expect(() => services.bus).toThrow(/loadSignedIn/);
      rtl.cleanup();
    });
  });
});
