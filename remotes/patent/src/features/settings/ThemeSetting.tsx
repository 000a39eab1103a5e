import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import { THEME_MODES, type ThemeMode } from '@iprism/shared/contracts/theme';
import { applyThemePreference } from './theme-preference';

const LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark' };

/** Light or dark; the host applies it, so the current value is the theme this page is drawn with. */
export function ThemeSetting() {
  const mode = useTheme().palette.mode;
  return (
    <FormControl>
      <FormLabel id="theme-setting-label">Theme</FormLabel>
      <RadioGroup row aria-labelledby="theme-setting-label" name="theme" value={mode} onChange={(e) => applyThemePreference(e.target.value as ThemeMode)} data-testid="theme-setting">
        {THEME_MODES.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={LABELS[value]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
