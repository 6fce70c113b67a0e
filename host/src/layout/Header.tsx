import { memo, useState } from 'react';
import { Link as RouterLink } from '@backlay/shared/router';
import { Global } from '@emotion/react';
import { useHost } from '@backlay/shared/contract';
import { formatExposure, formatMoney } from '@backlay/shared/ui';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import { UserMenu } from './UserMenu.js';
import { readMoneyVisibility, useProfile, writeMoneyVisibility, type MoneyVisibility } from './useProfile.js';
import { Marquee, noticeText } from './Marquee.js';
import { useExpert } from './useExpert.js';
import { HEADER_CSS } from './headerCss.js';
import { HeaderClock } from './HeaderClock.js';

/**
 * The header's static classes (headerCss.ts), written once while a header is on the page. Memoised:
 * `Global` serialises and hashes its styles at every render, and the header renders at every
 * balance change.
 */
const HeaderStyles = memo(function HeaderStyles() {
  return <Global styles={HEADER_CSS} />;
});

/**
 * One responsive header: desktop above 1199 px, the compact mobile header at 1199 px and below
 * (spec section 2).
 */
export function Header({ searchBox }: { searchBox?: React.ReactNode }) {
  const host = useHost();
  const profile = useProfile();
  const expert = useExpert();
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
    <header className="bl-hd">
      <HeaderStyles />
      <div className="bl-hd__row">
        <RouterLink to="/home" aria-label={`${host.brand.name} home`}>
          <img className="bl-hd__logo" src={host.brand.logo} alt={host.brand.name} width={180} height={44} />
        </RouterLink>
        {/* Phones give the search box a row of its own under the logo, balance and menu. */}
        <div className="bl-hd__search">{searchBox}</div>
        <div className="bl-wide-only">
          <button type="button" className="bl-hd__link" onClick={() => host.openSlot('rules')}>
            Rules
          </button>
        </div>
        {/* Phones put it on the search box's row, desktops beside the balance. */}
        <HeaderClock />
        <div className="bl-hd__money">
          <div data-testid={TEST_IDS.headerBalance} className={visibility.balance ? undefined : 'bl-hd__money--hide'}>
            <span className="bl-wide-only">Balance: </span>
            <span className="bl-narrow-only">Bal: </span>
            <strong>{formatMoney(balance)}</strong>
          </div>
          <div className={visibility.exposure ? undefined : 'bl-hd__money--hide'}>
            <button
              type="button"
              className="bl-hd__exposure"
              data-testid={TEST_IDS.headerExposure}
              onClick={openMyMarket}
              aria-disabled={exposure === 0}
            >
              <span className="bl-wide-only">Exposure: </span>
              <span className="bl-narrow-only">Exp: </span>
              <strong>{formatExposure(exposure)}</strong>
            </button>
          </div>
        </div>
        <UserMenu
          userName={profile?.userName ?? ''}
          isDemo={profile?.isDemo ?? host.session.get().isDemo}
          visibility={visibility}
          onVisibility={updateVisibility}
        />
      </div>
      <Marquee text={noticeText(profile?.marqueeNotification.value ?? '', expert)} pending={profile === null} />
    </header>
  );
}
