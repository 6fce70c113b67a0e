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
});
