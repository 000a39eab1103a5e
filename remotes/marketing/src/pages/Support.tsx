import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useSeo } from '@iprism/shared/site';
import { CardGrid } from '../features/common/CardGrid';
import { PageHeader } from '../features/common/PageHeader';
import { Section } from '../features/common/Section';
import { HELP_TOPICS, SUPPORT_CHANNELS, type ChannelState, type SupportChannel } from '../features/support/content';
import { SupportForm } from '../features/support/SupportForm';

const CHANNEL_COLOR: Record<ChannelState, 'success' | 'info' | 'warning'> = { available: 'success', limited: 'info', plan: 'warning' };

function ChannelLink({ channel }: { channel: SupportChannel }) {
  if (!channel.href || !channel.linkLabel) return null;
  if (channel.href.startsWith('mailto:')) return <Link href={channel.href}>{channel.linkLabel}</Link>;
  const to = channel.href.startsWith('#') ? { hash: channel.href.slice(1) } : channel.href;
  return (
    <Link component={RouterLink} to={to}>
      {channel.linkLabel}
    </Link>
  );
}

export default function Support() {
  const [params] = useSearchParams();
  useSeo({
    title: 'Support',
    description: 'Get help with iPrism: guides for uploads, the six analysis stages, reports and licences, the ways to reach support, and a support request form.',
    path: '/support',
  });
  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="How can we help?"
        lead="Start with the guide for the most common questions, or open a support request. A specialist, not a bot, answers every request."
      />
      <Section id="help-topics" title="Help topics" intro="Each topic opens the matching section of the user guide.">
        <CardGrid>
          {HELP_TOPICS.map(({ Icon, title, text, to }) => (
            <Paper key={title} variant="outlined" sx={{ height: '100%', overflow: 'hidden' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }} data-testid="help-topic">
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
                  })}
                >
                  <Icon />
                </Box>
                <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
                  {title}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65, flexGrow: 1 }}>
                  {text}
                </Typography>
                <Typography component="span" color="primary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                  Read the guide <ArrowForwardIcon fontSize="small" aria-hidden />
                </Typography>
              </CardActionArea>
            </Paper>
          ))}
        </CardGrid>
      </Section>
      <Section id="support-request" title="Contact support" tinted>
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h5" component="h3" gutterBottom>
              Open a support request
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Fields marked with an asterisk are required. You will get a confirmation, then our answer, by email.
            </Typography>
            <SupportForm category={params.get('category')} />
          </Paper>
          <Box component="aside" aria-labelledby="support-channels">
            <Typography id="support-channels" variant="h5" component="h3" gutterBottom>
              Ways to reach us
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} data-testid="support-channels">
              {SUPPORT_CHANNELS.map((c) => (
                <Paper component="li" key={c.title} variant="outlined" sx={{ p: 2.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h4" fontWeight={700}>
                      {c.title}
                    </Typography>
                    <Chip size="small" variant="outlined" color={CHANNEL_COLOR[c.state]} label={c.status} />
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1, lineHeight: 1.6 }}>
                    {c.text}
                  </Typography>
                  {c.href && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      <ChannelLink channel={c} />
                    </Typography>
                  )}
                </Paper>
              ))}
            </Box>
          </Box>
        </Box>
      </Section>
    </>
  );
}
