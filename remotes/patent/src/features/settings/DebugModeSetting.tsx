import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useDebugMode } from './use-debug-mode';

/** SPEC §4 debug mode: on by default, remembered in this browser. */
export function DebugModeSetting() {
  const [on, setOn] = useDebugMode();
  return (
    <>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => setOn(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'debug-mode-help' } }} data-testid="debug-mode" />}
        label="Debug mode"
      />
      <FormHelperText id="debug-mode-help" sx={{ mx: 0 }}>
        Keeps a detailed log in this browser that support can ask you for. Nothing is sent anywhere.
      </FormHelperText>
    </>
  );
}
