import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { useQuery } from '@tanstack/react-query';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { EmptyState } from '@iprism/shared/ui';
import { isClientPortalUser } from '../account/client-portal';
import { NothingShared } from '../account/NothingShared';
import { ResourceView } from '../account/ResourceView';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { formatDate } from '../account/format-time';
import { ARCHIVES_PATH, DASHBOARD_PATH, reportPath } from '../applications/paths';
import { ReportSection } from './ReportSection';

/** How many finished applications the picker offers; the archives have the rest. */
export const PICKER_PAGE_SIZE = 20;

export interface ReportPickerProps {
  /** Where an application opens (the report by default; the prior-art screen passes its own). */
  pathFor?: (applicationId: string) => string;
  title?: string;
}

/** A screen without an id: the newest finished applications to open, or the way to upload one. */
export function ReportPicker({ pathFor = reportPath, title = 'Choose a report' }: ReportPickerProps = {}) {
  const completed = useQuery({ ...applicationQueries.page({ status: 'completed', pageSize: PICKER_PAGE_SIZE }), select: (page) => page.items });
  const client = isClientPortalUser(useSessionSnapshot().user);
  return (
    <ResourceView resource={completed} label="your finished applications" lines={4}>
      {(items) =>
        items.length === 0 ? (
          client ? (
            <NothingShared />
          ) : (
          <EmptyState
            icon={<AssessmentOutlinedIcon />}
            heading="No report to show yet"
            description="Reports appear here once an uploaded application has been analysed. Upload one from the dashboard."
            action={
              <Button component={RouterLink} to={DASHBOARD_PATH} variant="contained">
                Go to the dashboard
              </Button>
            }
            testId="report-empty"
          />
          )
        ) : (
          <ReportSection
            title={title}
            testId="report-picker"
            action={
              <Button component={RouterLink} to={ARCHIVES_PATH} size="small">
                All applications
              </Button>
            }
          >
            <List disablePadding aria-label="Finished applications">
              {items.map((item) => (
                <ListItem key={item.id} disablePadding divider>
                  <ListItemButton component={RouterLink} to={pathFor(item.id)}>
                    <ListItemText
                      primary={item.title || 'Untitled application'}
                      secondary={`${item.files.map((f) => f.name).join(', ')} · created ${formatDate(item.createdAt)}`}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </ReportSection>
        )
      }
    </ResourceView>
  );
}
