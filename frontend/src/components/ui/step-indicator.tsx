import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { JOURNEY_STEPS } from '../../config/constants';
import { visuallyHidden } from './visually-hidden';

export type StepState = 'complete' | 'current' | 'upcoming';

type StepIndicatorProps = {
  /** 1-based step in progress; 0 means no step is active yet. */
  currentStep: number;
  steps?: readonly string[];
};

export function stepState(step: number, currentStep: number): StepState {
  if (step < currentStep) return 'complete';
  return step === currentStep ? 'current' : 'upcoming';
}

/**
 * The numbered journey. Steps up to the current one are highlighted; earlier
 * ones show a check mark. Compact on phones.
 */
export function StepIndicator({ currentStep, steps = JOURNEY_STEPS }: StepIndicatorProps) {
  return (
    <Box
      component="ol"
      aria-label="Progress"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        width: '100%',
        maxWidth: 720,
        mx: 'auto',
      }}
    >
      {steps.map((label, index) => {
        const step = index + 1;
        const state = stepState(step, currentStep);
        const highlighted = state !== 'upcoming';
        return (
          <Box
            component="li"
            key={label}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            sx={{
              flex: 1,
              minWidth: 0,
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
            }}
          >
            {index > 0 && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  top: { xs: 13, sm: 17 },
                  left: '-50%',
                  width: '100%',
                  height: 2,
                  zIndex: 0,
                  bgcolor: highlighted ? 'primary.main' : 'divider',
                }}
              />
            )}
            <Box
              sx={{
                position: 'relative',
                zIndex: 1,
                width: { xs: 28, sm: 36 },
                height: { xs: 28, sm: 36 },
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: { xs: 13, sm: 15 },
                fontWeight: 700,
                border: 2,
                borderColor: highlighted ? 'primary.main' : 'divider',
                bgcolor: highlighted ? 'primary.main' : 'background.paper',
                color: highlighted ? 'primary.contrastText' : 'text.secondary',
                boxShadow:
                  state === 'current' ? (t) => `0 0 0 4px ${t.palette.primary.main}33` : 'none',
              }}
            >
              {state === 'complete' ? <CheckIcon sx={{ fontSize: { xs: 16, sm: 20 } }} /> : step}
            </Box>
            <Typography
              component="span"
              sx={{
                mt: 0.75,
                px: 0.5,
                fontSize: { xs: '0.7rem', sm: '0.875rem' },
                lineHeight: 1.25,
                fontWeight: highlighted ? 700 : 500,
                color: highlighted ? 'text.primary' : 'text.secondary',
              }}
            >
              {label}
            </Typography>
            {state !== 'upcoming' && (
              <Box component="span" sx={visuallyHidden}>
                {state === 'complete' ? ' (completed)' : ' (current step)'}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
