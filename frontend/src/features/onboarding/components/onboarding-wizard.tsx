import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import { PRODUCT_NAME } from '../../../config/constants';
import { useSaveOnboarding } from '../api/save-onboarding';
import { AddressStep, type Address } from './address-step';
import { HoaQuestionStep } from './hoa-question-step';

type OnboardingWizardProps = { onComplete: () => void };

/** Step 1: the HOA question (required). Step 2: the address (optional), saved or skipped. */
export function OnboardingWizard({ onComplete }: OnboardingWizardProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [hoaRequired, setHoaRequired] = useState<boolean | null>(null);
  const [address, setAddress] = useState<Address>({ address: '', city: '', zipCode: '' });
  const save = useSaveOnboarding({ onSuccess: onComplete });

  const submit = (withAddress: boolean) => {
    if (hoaRequired === null) return;
    save.mutate(withAddress ? { hoaRequired, ...address } : { hoaRequired });
  };

  return (
    <Card sx={{ width: '100%', maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <WavingHandIcon />
          </Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 0.5 }}>
            Welcome to {PRODUCT_NAME}
          </Typography>
          <Typography color="text.secondary">Let's personalize your experience</Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.75 }}>
          Step {step} of 2
        </Typography>
        <LinearProgress
          variant="determinate"
          value={step * 50}
          aria-label="Onboarding progress"
          sx={{ height: 6, borderRadius: 3, mb: 3 }}
        />
        {step === 1 ? (
          <HoaQuestionStep
            hoaRequired={hoaRequired}
            onChange={setHoaRequired}
            onContinue={() => setStep(2)}
          />
        ) : (
          <AddressStep
            value={address}
            onChange={setAddress}
            pending={save.isPending}
            onSave={() => submit(true)}
            onSkip={() => submit(false)}
          />
        )}
      </CardContent>
    </Card>
  );
}
