import { screen } from '@testing-library/react';
import { renderRoutesWithHost } from '../test/renderWithHost.js';
import { ROUTE_ERROR_TITLE, RouteError } from './RouteError.js';

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

function Throws({ value }: { value: unknown }): never {
  throw value;
}

describe('RouteError', () => {
  it('shows the title and the status of a route error response', () => {
    expect(ROUTE_ERROR_TITLE).toBe('Unexpected Application Error!');
    renderRoutesWithHost([{ path: '/', element: <p>home</p>, errorElement: <RouteError /> }], {
      path: '/no-such-page',
    });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('shows the message of a thrown Error', () => {
    renderRoutesWithHost([
      { path: '/', element: <Throws value={new Error('Cannot read the match')} />, errorElement: <RouteError /> },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('heading', { name: 'Cannot read the match' })).toBeInTheDocument();
  });

  it('shows anything else that was thrown as text', () => {
    renderRoutesWithHost([{ path: '/', element: <Throws value="plain failure" />, errorElement: <RouteError /> }]);
    expect(screen.getByRole('heading', { name: 'plain failure' })).toBeInTheDocument();
  });
});
