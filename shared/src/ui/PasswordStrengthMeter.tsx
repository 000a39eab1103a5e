import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { PASSWORD_MIN_LENGTH_DEFAULT, evaluatePassword } from './password-strength';
import { visuallyHiddenSx } from './visually-hidden';

export interface PasswordStrengthMeterProps {
  password: string;
  minLength?: number;
  /** Lists each check with a tick or a cross; default true. */
  showChecks?: boolean;
  testId?: string;
}

/** The generic password strength meter (SPEC §9): a bar, a word, and the checks behind them. */
export function PasswordStrengthMeter({ password, minLength = PASSWORD_MIN_LENGTH_DEFAULT, showChecks = true, testId = 'password-strength' }: PasswordStrengthMeterProps) {
  const strength = evaluatePassword(password, minLength);
  const labelId = useId();
  return (
    <Box data-testid={testId} data-score={strength.score}>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={strength.maxScore}
        aria-valuenow={strength.score}
        aria-valuetext={strength.label}
      >
        {/* The bar is the picture of the meter; the meter role above carries the value. */}
        <LinearProgress aria-hidden variant="determinate" color={strength.color} value={(strength.score / strength.maxScore) * 100} sx={{ height: 6, borderRadius: 3 }} />
      </Box>
      <Typography id={labelId} variant="caption" component="p" sx={{ mt: 0.5 }}>
        Password strength: <strong data-testid={`${testId}-label`}>{strength.label}</strong>
      </Typography>
      {showChecks && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {strength.checks.map((check) => (
            <Box
              component="li"
              key={check.id}
              data-check={check.id}
              data-passed={check.passed}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: check.passed ? 'success.main' : 'text.secondary', typography: 'caption' }}
            >
              {check.passed ? <CheckIcon fontSize="inherit" aria-hidden /> : <CloseIcon fontSize="inherit" aria-hidden />}
              <span>
                {check.label}
                <Box component="span" sx={visuallyHiddenSx}>
                  {check.passed ? ' (met)' : ' (not met)'}
                </Box>
              </span>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
