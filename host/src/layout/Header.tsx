import { useState } from 'react';
import { Link as RouterLink } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { useHost } from '@backlay/shared/contract';
import { formatExposure, formatMoney } from '@backlay/shared/ui';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import { UserMenu } from './UserMenu.js';
import { readMoneyVisibility, useProfile, writeMoneyVisibility, type MoneyVisibility } from './useProfile.js';
import { Marquee } from './Marquee.js';

/**
 * One responsive header: desktop above 1199 px, the compact mobile header at 1199 px and below
 * (spec section 2).
 */
export function Header({ searchBox }: { searchBox?: React.ReactNode }) {
  const host = useHost();
  const profile = useProfile();
  const [visibility, setVisibility] = useState<MoneyVisibility>(readMoneyVisibility);
  const balance = profile?.userBal.currentBalance ?? 0;
  const exposure = profile?.userBal.exposure ?? 0;

  const updateVisibility = (v: MoneyVisibility) => {
    setVisibility(v);
    writeMoneyVisibility(v);
  };

  const openMyMarket = () => {
    if (exposure !== 0) host.openSlot('myMarket');
  };

  return (
    <Box as="header" bg="#0b2b3c" color="white" position="sticky" top={0} zIndex={1000}>
      <Box
        display="flex"
        alignItems="center"
        flexWrap={{ base: 'wrap', xl: 'nowrap' }}
        rowGap={1.5}
        columnGap={{ base: 2, xl: 4 }}
        px={{ base: 2, xl: 5 }}
        py={{ base: 1.5, xl: 2 }}
      >
        <RouterLink to="/home" aria-label={`${host.brand.name} home`}>
          <Box asChild h={{ base: '32px', xl: '44px' }} w="auto">
            <img src={host.brand.logo} alt={host.brand.name} width={180} height={44} />
          </Box>
        </RouterLink>
        {/* Phones give the search box a row of its own under the logo, balance and menu. */}
        <Box flex={{ base: '1 0 100%', xl: '1' }} order={{ base: 1, xl: 0 }} minW={0}>
          {searchBox}
        </Box>
        <Box hideBelow="xl">
          <button
            type="button"
            onClick={() => host.openSlot('rules')}
            style={{
              background: 'none',
              border: 0,
              color: '#fff',
              textDecoration: 'underline',
              cursor: 'pointer',
              fontSize: 15,
            }}
          >
            Rules
          </button>
        </Box>
        <Box
          display="flex"
          flexDirection="column"
          alignItems="flex-end"
          ml={{ base: 'auto', xl: 0 }}
          fontSize={{ base: '12px', xl: '14px' }}
          lineHeight="1.3"
          whiteSpace="nowrap"
        >
          <Box
            data-testid={TEST_IDS.headerBalance}
            display={visibility.balance ? 'block' : { base: 'none', xl: 'block' }}
          >
            <Box as="span" hideBelow="xl">
              Balance:{' '}
            </Box>
            <Box as="span" hideFrom="xl">
              Bal:{' '}
            </Box>
            <strong>{formatMoney(balance)}</strong>
          </Box>
          <Box display={visibility.exposure ? 'block' : { base: 'none', xl: 'block' }}>
            <button
              type="button"
              data-testid={TEST_IDS.headerExposure}
              onClick={openMyMarket}
              aria-disabled={exposure === 0}
              style={{
                background: 'none',
                border: 0,
                padding: 0,
                color: '#fff',
                cursor: exposure === 0 ? 'default' : 'pointer',
                fontSize: 'inherit',
                textDecoration: exposure === 0 ? 'none' : 'underline',
              }}
            >
              <Box as="span" hideBelow="xl">
                Exposure:{' '}
              </Box>
              <Box as="span" hideFrom="xl">
                Exp:{' '}
              </Box>
              <strong>{formatExposure(exposure)}</strong>
            </button>
          </Box>
        </Box>
        <UserMenu
          userName={profile?.userName ?? ''}
          isDemo={profile?.isDemo ?? host.session.get().isDemo}
          visibility={visibility}
          onVisibility={updateVisibility}
        />
      </Box>
      <Marquee text={profile?.marqueeNotification.value ?? ''} pending={profile === null} />
    </Box>
  );
}
