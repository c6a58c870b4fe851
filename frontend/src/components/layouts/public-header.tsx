import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { landingAnchors, paths } from '../../config/paths';
import { HeaderBar } from './header-bar';

type PublicHeaderProps = {
  /** '' on the landing page itself, '/' on other pages (so anchors lead to the landing page). */
  anchorBase?: '' | '/';
  showHomeLink?: boolean;
  end?: ReactNode;
};

/** Header of the signed-out pages: product name, features, pricing, partners. */
export function PublicHeader({ anchorBase = '', showHomeLink = false, end }: PublicHeaderProps) {
  return (
    <HeaderBar
      navLabel="Main"
      end={end}
      nav={
        <>
          {showHomeLink && (
            <Button component={RouterLink} to={paths.home.getHref()}>
              Home
            </Button>
          )}
          <Button href={`${anchorBase}#${landingAnchors.features}`}>Features</Button>
          <Button component={RouterLink} to={paths.pricing.getHref()}>
            Pricing
          </Button>
          <Button href={`${anchorBase}#${landingAnchors.partners}`}>Partners</Button>
        </>
      }
    />
  );
}
