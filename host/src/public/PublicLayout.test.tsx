import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { LocationDisplay, renderWithHost, seedSession } from '../test/renderWithHost.js';
import { PolicyLayout, PublicLayout } from './PublicLayout.js';

function renderPublic(path: string) {
  const onShell = jest.fn<void, [boolean]>();
  const result = renderWithHost(
    <Routes>
      <Route element={<PublicLayout onShell={onShell} />}>
        <Route path="/login" element={<h1>Login page</h1>} />
      </Route>
      <Route element={<PolicyLayout onShell={onShell} />}>
        <Route path="/terms-and-conditions" element={<h1>Terms page</h1>} />
      </Route>
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { path },
  );
  return { ...result, onShell };
}

beforeEach(() => sessionStorage.clear());

describe('PublicLayout', () => {
  it('shows the brand logo, the page and the footer, and reports the public shell', () => {
    const { onShell } = renderPublic('/login');
    expect(screen.getByRole('img', { name: 'Backlay Test' })).toHaveAttribute('src', '/brand/logo.svg');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('24X7 Support');
    expect(onShell).toHaveBeenCalledWith(true);
  });

  it('sends a visitor holding a session home', () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    renderPublic('/login');
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('sends a visitor who must change the password to /change-password', () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'true' });
    renderPublic('/login');
    expect(screen.getByTestId('location')).toHaveTextContent('/change-password');
  });
});

describe('PolicyLayout', () => {
  it('shows policy pages to logged-in visitors too (they open in a new tab)', () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    renderPublic('/terms-and-conditions');
    expect(screen.getByRole('heading', { name: 'Terms page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
