import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DEBUG_LEVELS,
  DEBUG_LOG_CAPACITY,
  LOG_MEMORY_CAPACITY,
  LOG_PERSISTED_COUNT,
  debugLog,
  debugMode,
  logger,
  type DebugLevel,
} from '@iprism/shared/logger';
import { toast } from '@iprism/shared/shell';
import { useSeo } from '@iprism/shared/site';
import { PageHeader } from '../features/common/PageHeader';
import { SelectField } from '../features/forms/SelectField';
import { LEVEL_FILTERS, buildLogExport, exportFileName, parseDataInput, previewData, readSavedEntries, viewRows, type LevelFilter, type LogRow } from '../features/logger-test/log-view';

const LEVEL_COLOR: Record<DebugLevel, 'default' | 'info' | 'warning' | 'error'> = { DEBUG: 'default', INFO: 'info', WARN: 'warning', ERROR: 'error' };
const METHOD: Record<DebugLevel, 'debug' | 'info' | 'warn' | 'error'> = { DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };
type View = 'memory' | 'saved' | 'debug';

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Re-renders whenever one of the page's logger singletons changes (their lists are mutated in place). */
function useLoggerVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const offs = [logger.subscribe(bump), debugLog.subscribe(bump), debugMode.subscribe(bump)];
    return () => offs.forEach((off) => off());
  }, []);
  return version;
}

function LogTable({ rows, label, testId }: { rows: readonly LogRow[]; label: string; testId: string }) {
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 3 }} data-testid={`${testId}-empty`}>
        No entries at this level yet. Use the buttons above to write some.
      </Typography>
    );
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ maxHeight: 520, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
      <Table size="small" stickyHeader data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Time</TableCell>
            <TableCell scope="col">Level</TableCell>
            <TableCell scope="col">Category</TableCell>
            <TableCell scope="col">Message</TableCell>
            <TableCell scope="col">Data</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover data-level={r.level}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <time dateTime={r.timestamp}>{new Date(r.timestamp).toLocaleTimeString()}</time>
              </TableCell>
              <TableCell>
                <Chip size="small" label={r.level} color={LEVEL_COLOR[r.level]} variant="outlined" />
              </TableCell>
              <TableCell sx={{ fontFamily: 'ui-monospace, monospace', fontSize: '0.8rem' }}>{r.category}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{r.message}</TableCell>
              <TableCell sx={{ fontFamily: 'ui-monospace, monospace', fontSize: '0.8rem', maxWidth: 280, overflowWrap: 'anywhere' }} title={r.stack}>
                {previewData(r.data)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export default function LoggerTest() {
  useSeo({ title: 'Logger test', description: 'Developer page: write console-logger and debug-log entries, inspect the buffers, toggle debug mode and export the logs.', path: '/logger-test' });
  const version = useLoggerVersion();
  const [category, setCategory] = useState('logger-test');
  const [message, setMessage] = useState('Test entry from the logger test page');
  const [dataText, setDataText] = useState('{"applicationId": "app-42", "stage": "priorArt"}');
  const [dataError, setDataError] = useState<string | null>(null);
  const [filter, setFilter] = useState<LevelFilter>('ALL');
  const [threshold, setThreshold] = useState<DebugLevel>(debugLog.level);
  const [view, setView] = useState<View>('memory');
  const debugOn = debugMode.isOn();

  const lists = useMemo(() => {
    void version;
    return { memory: [...logger.entries()], saved: readSavedEntries(storage()), debug: [...debugLog.entries()] };
  }, [version]);
  const rows = useMemo(() => viewRows(lists[view], filter), [lists, view, filter]);

  const write = (level: DebugLevel) => {
    const parsed = parseDataInput(dataText);
    if (!parsed.ok) {
      setDataError(parsed.message);
      return;
    }
    setDataError(null);
    const cat = category.trim() || 'logger-test';
    const text = message.trim() || `${level} test entry`;
    logger[METHOD[level]](cat, text, parsed.data);
    const recorded = debugLog[METHOD[level]](cat, text, parsed.data);
    if (!recorded) toast.info(debugOn ? `Debug log skipped ${level}: below its ${debugLog.level} level.` : 'Debug log skipped the entry: debug mode is off.');
  };

  const clearAll = () => {
    logger.clear();
    debugLog.clear();
    toast.success('Logs cleared.');
  };

  const exportAll = () => {
    const json = buildLogExport({ exportedAt: new Date().toISOString(), userAgent: navigator.userAgent, debugMode: debugOn, memory: lists.memory, saved: lists.saved, debug: lists.debug });
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName(new Date());
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <>
      <PageHeader
        eyebrow="Developer tools"
        title="Logger test"
        lead="Write entries to the console logger and the debug log, see what each keeps, and export them as support would ask you to."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }} component="section" aria-labelledby="write-heading">
          <Typography id="write-heading" variant="h6" component="h2" gutterBottom>
            Write an entry
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <TextField id="log-category" label="Category" value={category} onChange={(e) => setCategory(e.target.value)} />
            <TextField id="log-message" label="Message" value={message} onChange={(e) => setMessage(e.target.value)} />
          </Box>
          <TextField
            id="log-data"
            label="Data (JSON, optional)"
            value={dataText}
            onChange={(e) => setDataText(e.target.value)}
            error={Boolean(dataError)}
            helperText={dataError ?? 'Attached to the entry as its data.'}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2, '& textarea': { fontFamily: 'ui-monospace, monospace' } }}
          />
          <Box sx={{ mt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap' }} role="group" aria-label="Log at level">
            {DEBUG_LEVELS.map((level) => (
              <Button key={level} variant="outlined" color={level === 'ERROR' ? 'error' : level === 'WARN' ? 'warning' : level === 'INFO' ? 'info' : 'inherit'} onClick={() => write(level)}>
                Log {level}
              </Button>
            ))}
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }} component="section" aria-labelledby="settings-heading">
          <Typography id="settings-heading" variant="h6" component="h2" gutterBottom>
            Settings
          </Typography>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
            <FormControlLabel control={<Switch checked={debugOn} onChange={(e) => debugMode.set(e.target.checked)} />} label={`Debug mode ${debugOn ? 'on' : 'off'}`} />
            <SelectField
              id="debug-threshold"
              label="Debug log records from"
              value={threshold}
              onChange={(e) => {
                const level = e.target.value as DebugLevel;
                debugLog.setLevel(level);
                setThreshold(level);
              }}
              options={DEBUG_LEVELS.map((l) => ({ value: l, label: l }))}
              sx={{ minWidth: 200 }}
            />
            <SelectField
              id="level-filter"
              label="Show levels"
              value={filter}
              onChange={(e) => setFilter(e.target.value as LevelFilter)}
              options={LEVEL_FILTERS.map((l) => ({ value: l, label: l === 'ALL' ? 'All levels' : `${l} and above` }))}
              sx={{ minWidth: 200 }}
            />
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', ml: { md: 'auto' } }}>
              <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={exportAll}>
                Export as JSON
              </Button>
              <Button variant="outlined" color="error" startIcon={<DeleteSweepIcon />} onClick={clearAll}>
                Clear logs
              </Button>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Debug mode is remembered in this browser and on by default; while it is off the debug log records nothing. The console logger always records.
          </Typography>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="entries-heading">
          <Typography id="entries-heading" variant="h6" component="h2" sx={{ px: { xs: 2.5, sm: 3 }, pt: 2.5 }}>
            Entries
          </Typography>
          <Tabs value={view} onChange={(_e, v: View) => setView(v)} aria-label="Log buffers" variant="scrollable" allowScrollButtonsMobile sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="memory" label={`In memory (${lists.memory.length}/${LOG_MEMORY_CAPACITY})`} id="tab-memory" aria-controls="panel-log" />
            <Tab value="saved" label={`Saved (${lists.saved.length}/${LOG_PERSISTED_COUNT})`} id="tab-saved" aria-controls="panel-log" />
            <Tab value="debug" label={`Debug log (${lists.debug.length}/${DEBUG_LOG_CAPACITY})`} id="tab-debug" aria-controls="panel-log" />
          </Tabs>
          <Box id="panel-log" role="tabpanel" aria-labelledby={`tab-${view}`}>
            {view === 'saved' && (
              <Alert severity="info" sx={{ m: 2 }}>
                The newest {LOG_PERSISTED_COUNT} console-logger entries, read back from local storage: what survives a reload.
              </Alert>
            )}
            <LogTable rows={rows} label={`${view} log entries`} testId={`log-table-${view}`} />
          </Box>
        </Paper>
      </Container>
    </>
  );
}
