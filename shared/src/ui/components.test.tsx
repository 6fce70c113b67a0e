import { createRef, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { ChakraProvider, chakra } from '@chakra-ui/react/styled-system';
import { createAppDialog } from './AppDialog.js';
import { createPage } from './Page.js';
import { createPlainButton } from './PlainButton.js';
import { createRoundCheckParts } from './roundCheck.js';
import { createSlipParts } from './slip.js';
import { createBacklaySystem } from './system.js';

const system = createBacklaySystem();
const ui = (children: ReactNode) => render(<ChakraProvider value={system}>{children}</ChakraProvider>);

const AppDialog = createAppDialog({ Dialog, Portal, CloseButton });
const { StakeField, QuickStakes, SlipRefusal, SlipActions } = createSlipParts(chakra);

describe('AppDialog', () => {
  it('shows its title, body and footer, and closes from its button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    ui(
      <AppDialog open onClose={onClose} title="Set Button Values" footer={<span>footer</span>} testId="dlg">
        <p>body</p>
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set Button Values' });
    expect(dialog).toHaveAttribute('data-testid', 'dlg');
    expect(within(dialog).getByText('body')).toBeInTheDocument();
    expect(within(dialog).getByText('footer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed, and names its close button as told', async () => {
    const { rerender } = ui(
      <AppDialog open={false} onClose={() => undefined} title="Book" closeLabel="Close the book">
        body
      </AppDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <ChakraProvider value={system}>
        <AppDialog open onClose={() => undefined} title="Book" closeLabel="Close the book" headerExtra={<b>extra</b>}>
          body
        </AppDialog>
      </ChakraProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book' });
    expect(within(dialog).getByRole('button', { name: 'Close the book' })).toBeInTheDocument();
    expect(within(dialog).getByText('extra')).toBeInTheDocument();
  });
});

describe('Page and Notice', () => {
  it('frames a screen with its styles and names it', () => {
    const { Page, Notice } = createPage(chakra, {
      maxW: '1400px',
      Styles: () => <style>{'.x{}'}</style>,
      infoRole: 'status',
    });
    ui(
      <Page label="Lobby" testId="page">
        <Notice>Loading…</Notice>
        <Notice tone="error">Failed</Notice>
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'Lobby' });
    expect(page).toHaveAttribute('data-testid', 'page');
    expect(within(page).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(page).getByRole('alert')).toHaveTextContent('Failed');
  });

  it('gives an informative notice no role unless told', () => {
    const { Notice } = createPage(chakra, { maxW: '1600px', Styles: () => null });
    ui(<Notice>No markets</Notice>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('No markets')).toBeInTheDocument();
  });
});

describe('bet slip parts', () => {
  it('a stake field describes itself with its error and limits', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const ref = createRef<HTMLInputElement>();
    ui(
      <StakeField
        id="s"
        helpId="s-help"
        inputRef={ref}
        value=""
        onChange={onChange}
        error="Too small"
        limits="Min 100 · Max 5,000"
        disabled={false}
      />,
    );
    const input = screen.getByLabelText('Stake');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too small Min 100 · Max 5,000');
    expect(screen.getByTestId('stake-error')).toHaveTextContent('Too small');
    await user.type(input, '5');
    expect(onChange).toHaveBeenCalledWith('5');
  });

  it('quick stakes pick their value, and are not there without buttons', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    const { rerender } = ui(<QuickStakes buttons={[{ label: '1k', value: 1000 }]} onPick={onPick} disabled={false} />);
    await user.click(within(screen.getByRole('group', { name: 'Quick stakes' })).getByRole('button', { name: '1k' }));
    expect(onPick).toHaveBeenCalledWith(1000);
    rerender(
      <ChakraProvider value={system}>
        <QuickStakes buttons={[]} onPick={onPick} disabled={false} />
      </ChakraProvider>,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('a refusal says why and offers the price the server has', async () => {
    const user = userEvent.setup();
    const onTake = jest.fn();
    ui(<SlipRefusal message="The price changed." testId="slip-refusal" take={{ label: '1.95', onTake }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The price changed.');
    expect(screen.getByTestId('slip-refusal')).toHaveTextContent('The price changed.');
    await user.click(screen.getByRole('button', { name: 'Take 1.95' }));
    expect(onTake).toHaveBeenCalled();
  });

  it('the actions place only when ready, and hold still while placing', async () => {
    const user = userEvent.setup();
    const onAcceptBetter = jest.fn();
    const onCancel = jest.fn();
    const actions = (placing: boolean, ready: boolean) => (
      <ChakraProvider value={system}>
        <SlipActions
          acceptBetter={false}
          onAcceptBetter={onAcceptBetter}
          onCancel={onCancel}
          placing={placing}
          ready={ready}
        />
      </ChakraProvider>
    );
    const { rerender } = render(actions(false, false));
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Accept better odds' }));
    expect(onAcceptBetter).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(actions(true, false));
    expect(screen.getByRole('button', { name: 'Placing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    rerender(actions(false, true));
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });
});

describe('PlainButton', () => {
  it('is a native button', () => {
    const PlainButton = createPlainButton(chakra);
    ui(<PlainButton type="button">Go</PlainButton>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});

describe('round check parts', () => {
  const { CheckField, CheckOutcomes } = createRoundCheckParts(chakra);

  it('lists a field as a term and its value', () => {
    ui(
      <dl>
        <CheckField label="Salt" testId="detail-salt">
          abc
        </CheckField>
      </dl>,
    );
    expect(screen.getByText('Salt').tagName).toBe('DT');
    expect(screen.getByTestId('detail-salt')).toHaveTextContent('abc');
  });

  it('says what matched, leaving out what could not be checked', () => {
    const { rerender } = ui(
      <CheckOutcomes result={{ computed: 'ab', commitMatches: true, dealMatches: true, resultMatches: null }} />,
    );
    expect(screen.getByTestId('verify-commit')).toHaveTextContent(
      '✓ Verified: the salt and shoe hash to the commitment.',
    );
    expect(screen.getByTestId('verify-deal')).toHaveTextContent('The shoe deals exactly these cards.');
    expect(screen.queryByTestId('verify-result')).not.toBeInTheDocument();
    rerender(
      <ChakraProvider value={system}>
        <CheckOutcomes result={{ computed: 'ab', commitMatches: false, dealMatches: false, resultMatches: false }} />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('verify-commit')).toHaveTextContent(
      'Not verified: the salt and shoe do not hash to the commitment.',
    );
    expect(screen.getByTestId('verify-deal')).toHaveTextContent('Does not match: the shoe does not deal these cards.');
    expect(screen.getByTestId('verify-result')).toHaveTextContent('Does not match: the cards give another result.');
  });
});
