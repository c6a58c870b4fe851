import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** Stripe.js and the frames it opens (card fields, 3-D Secure) come from these origins. */
export const STRIPE_SCRIPT_ORIGIN = 'https://js.stripe.com';
const STRIPE_FRAME_ORIGINS = [STRIPE_SCRIPT_ORIGIN, 'https://hooks.stripe.com'];
const STRIPE_CONNECT_ORIGIN = 'https://api.stripe.com';

/**
 * helmet's headers with a content security policy for the built front end: our own scripts and
 * Stripe's, Stripe's frames, inline styles (MUI's emotion writes <style> tags), images from us,
 * data: and blob: (previews of the chosen photo). `uploadOrigins` are where the browser PUTs
 * files directly (an S3 endpoint's presigned URLs). HTTPS upgrades only in production, so the
 * plain-HTTP development server keeps working.
 */
export const securityHeaders = (options: {
  production: boolean;
  uploadOrigins?: readonly string[];
}): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", STRIPE_SCRIPT_ORIGIN],
        frameSrc: ["'self'", ...STRIPE_FRAME_ORIGINS],
        connectSrc: ["'self'", STRIPE_CONNECT_ORIGIN, ...(options.uploadOrigins ?? [])],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Stripe's 3-D Secure pop-ups need their opener; same-origin-allow-popups keeps it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.production,
  });
