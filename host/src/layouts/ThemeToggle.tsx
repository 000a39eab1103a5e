import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useThemeMode } from '../app/ThemeModeProvider';

// The browser's own hint (title), not MUI's Tooltip: every first load shows this button, and the Tooltip
// with its positioning engine was a sixth of the start's MUI bytes.
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton color="inherit" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle" data-mode={mode}>
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
