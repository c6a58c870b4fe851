import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  fakeFetch,
  json,
  renderApp,
  signedIn,
  testUser,
  type FakeRoute,
} from './test-utils';

/**
 * Stripe.js loads from Stripe's servers, which cannot be reached here: only its loader is
 * replaced, by a Stripe object that records what @stripe/react-stripe-js asks of it. Our
 * components, the React bindings and the API client all run for real.
 */
const stripeJs = vi.hoisted(() => {
  const element = {
    mount: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => element),
    getElement: vi.fn(() => null),
    update: vi.fn(),
    fetchUpdates: vi.fn(async () => ({})),
    submit: vi.fn(async () => ({})),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment: vi.fn(async () => ({
      error: { type: 'card_error', message: 'Your card was declined.' },
    })),
  };
  return { element, elements, stripe, loadStripe: vi.fn(async () => stripe) };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeJs.loadStripe }));

const outOfRenders = { ...testUser, remainingRenders: 0 };
const config =
  (body: unknown): FakeRoute =>
  () =>
    json(body);

beforeEach(() => vi.clearAllMocks());

describe('checkout with Stripe', () => {
  it("with a publishable key served, shows the offer and Stripe's Payment Element for the intent's client secret, and a declined card gives Payment Failed", async () => {
    const intent = deferred<Response>();
    const { calls } = fakeFetch({
      'GET /api/auth/user': signedIn(outOfRenders),
      'GET /api/payments/config': config({ mode: 'stripe', publishableKey: 'pk_test_served' }),
      'POST /api/create-payment-intent': () => intent.promise,
      'GET /api/renders': () => json([]),
    });
    const { user } = renderApp('/checkout');

    expect(
      await screen.findByRole('heading', { name: 'Purchase More Renders' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 Additional Renders')).toBeInTheDocument();
    expect(screen.getByText('$5.00')).toBeInTheDocument();
    expect(await screen.findByText('Setting up secure payment...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    intent.resolve(json({ clientSecret: 'pi_123_secret_abc' }));

    const complete = await screen.findByRole('button', { name: 'Complete Purchase' });
    await waitFor(() => expect(stripeJs.element.mount).toHaveBeenCalled());
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_served');
    expect(stripeJs.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_123_secret_abc' }),
    );
    expect(stripeJs.elements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(screen.queryByText('Setting up secure payment...')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/create-payment-intent')).toHaveLength(1);

    await waitFor(() => expect(complete).toBeEnabled());
    await user.click(complete);

    await waitFor(() =>
      expect(stripeJs.stripe.confirmPayment).toHaveBeenCalledWith({
        elements: stripeJs.elements,
        confirmParams: { return_url: `${window.location.origin}/dashboard` },
      }),
    );
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
  });

  it('when the intent cannot be created, says Failed to initialize payment and goes to /dashboard', async () => {
    fakeFetch({
      'GET /api/auth/user': signedIn(outOfRenders),
      'GET /api/payments/config': config({ mode: 'stripe', publishableKey: 'pk_test_served' }),
      'POST /api/create-payment-intent': () =>
        json({ message: 'The card payment provider could not be reached' }, 502),
      'GET /api/renders': () => json([]),
    });
    const { router } = renderApp('/checkout');

    expect(
      await screen.findByText('Failed to initialize payment. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('checkout in test mode (no Stripe keys)', () => {
  it('says plainly it is test mode with no card charged, and Complete Purchase lands on the dashboard with Payment Successful', async () => {
    let paid = false;
    const { calls } = fakeFetch({
      'GET /api/auth/user': () => json({ ...outOfRenders, remainingRenders: paid ? 3 : 0 }),
      'GET /api/payments/config': config({ mode: 'test' }),
      'POST /api/create-payment-intent': () => json({ clientSecret: 'pi_test_1_secret_simulated' }),
      'POST /api/payments/test/complete': () => {
        paid = true;
        return json({ status: 'succeeded', paymentIntentId: 'pi_test_1' });
      },
      'POST /api/payments/confirm': () =>
        json({ status: 'succeeded', paymentIntentId: 'pi_test_1' }),
      'GET /api/renders': () => json([]),
    });
    const { router, user } = renderApp('/checkout');

    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText(/no card is charged/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Complete Purchase' }));

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const allowance = await screen.findByRole('region', { name: 'Renders Left' });
    await waitFor(() => expect(allowance).toHaveTextContent('3'));
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
    expect(calls.find((c) => c.url === '/api/payments/test/complete')?.body).toEqual({
      paymentIntentId: 'pi_test_1',
    });
    expect(calls.find((c) => c.url === '/api/payments/confirm')?.body).toEqual({
      paymentIntentId: 'pi_test_1',
    });
  });
});

describe('no purchase UI', () => {
  it('for a beta tester, /checkout offers nothing to buy and creates no intent', async () => {
    const { calls } = fakeFetch({
      'GET /api/auth/user': signedIn({ ...testUser, betaTester: true }),
      'GET /api/payments/config': config({ mode: 'test' }),
    });
    renderApp('/checkout');

    expect(await screen.findByText(/nothing to buy/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Purchase' })).not.toBeInTheDocument();
    expect(screen.queryByText('3 Additional Renders')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/create-payment-intent')).toBe(false);
  });

  it('in production without keys, /checkout and the dashboard say purchasing is not available', async () => {
    const unavailable = config({
      mode: 'unavailable',
      message: 'Purchasing renders is not available right now',
    });
    const { calls } = fakeFetch({
      'GET /api/auth/user': signedIn(outOfRenders),
      'GET /api/payments/config': unavailable,
      'GET /api/renders': () => json([]),
    });
    const { router } = renderApp('/checkout');

    expect(await screen.findByText(/Purchasing renders is not available/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Purchase' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/create-payment-intent')).toBe(false);

    await router.navigate('/dashboard');
    const allowance = await screen.findByRole('region', { name: 'Renders Left' });
    expect(
      await within(allowance).findByText(/Buying more renders is not available/),
    ).toBeInTheDocument();
    expect(within(allowance).queryByRole('link', { name: 'Buy More Renders' })).toBeNull();
  });
});

describe('returning to the dashboard from the card provider', () => {
  it("when the payment did not go through, shows Payment Failed with the provider's message", async () => {
    const { calls } = fakeFetch({
      'GET /api/auth/user': signedIn(outOfRenders),
      'GET /api/payments/config': config({ mode: 'stripe', publishableKey: 'pk_test_served' }),
      'POST /api/payments/confirm': () =>
        json({ status: 'failed', paymentIntentId: 'pi_9', message: 'Your card has expired.' }),
      'GET /api/renders': () => json([]),
    });
    const { router } = renderApp('/dashboard?payment_intent=pi_9&redirect_status=failed');

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card has expired.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/payments/confirm')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });
});
