import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from '../../frontend/src/components/ui/step-indicator';

const steps = () => screen.getAllByRole('listitem');

describe('StepIndicator', () => {
  it('shows the four numbered journey steps', () => {
    render(<StepIndicator currentStep={0} />);
    expect(steps().map((step) => step.textContent)).toEqual([
      '1Sign Up',
      '2Upload Photo',
      '3Select Color Scheme',
      '4Preview & Download',
    ]);
  });

  it('at step 0 highlights nothing and shows no check mark', () => {
    render(<StepIndicator currentStep={0} />);
    for (const step of steps()) expect(step).toHaveAttribute('data-state', 'upcoming');
    expect(screen.queryByTestId('CheckIcon')).not.toBeInTheDocument();
  });

  it('highlights the steps up to the current one and checks the earlier ones', () => {
    render(<StepIndicator currentStep={3} />);
    const [signUp, upload, scheme, preview] = steps();
    expect(signUp).toHaveAttribute('data-state', 'complete');
    expect(upload).toHaveAttribute('data-state', 'complete');
    expect(scheme).toHaveAttribute('data-state', 'current');
    expect(scheme).toHaveAttribute('aria-current', 'step');
    expect(preview).toHaveAttribute('data-state', 'upcoming');
    expect(within(signUp!).getByTestId('CheckIcon')).toBeInTheDocument();
    expect(within(upload!).getByTestId('CheckIcon')).toBeInTheDocument();
    expect(within(scheme!).queryByTestId('CheckIcon')).not.toBeInTheDocument();
    expect(within(scheme!).getByText('3')).toBeInTheDocument();
  });

  it('at the last step checks the first three', () => {
    render(<StepIndicator currentStep={4} />);
    expect(screen.getAllByTestId('CheckIcon')).toHaveLength(3);
  });
});
