import { m001Platform } from './001-platform';
import { m002Newsroom } from './002-newsroom';
import { m003Identity } from './003-identity';
import { m004Plans } from './004-plans';
import { m005ApplicationsProgress } from './005-applications-progress';
import { m006Notifications } from './006-notifications';
import { m007IntakePipeline } from './007-intake-pipeline';
import { m008ApplicationAssignments } from './008-application-assignments';
import { m009PatentCorpus } from './009-patent-corpus';
import { m012CpcTitleSearch } from './012-cpc-title-search';
import { m013PatentSearchTable } from './013-patent-search-table';
import { m014PriorArtCutoffs } from './014-prior-art-cutoffs';
import { m015PatentFamilyKeys } from './015-patent-family-keys';
import { m016IdsCorrections } from './016-ids-corrections';
import { m023AccountHardening } from './023-account-hardening';
import { m026CpcModels } from './026-cpc-models';
import { m028SupportTickets } from './028-support-tickets';
import { m029PatentSettings } from './029-patent-settings';
import { m030Commerce } from './030-commerce';
import { m031Payments } from './031-payments';
import { m034AuditLog } from './034-audit-log';
import { m035RouteRules } from './035-route-rules';
import { m036Registrations } from './036-registrations';
import { m040Agreements } from './040-agreements';
import { m041TermsVersions } from './041-terms-versions';
import { m042Timesheets } from './042-timesheets';
import { m043NewsroomPublishing } from './043-newsroom-publishing';
import { m044Contractors } from './044-contractors';
import { m045Careers } from './045-careers';
import { m046ScoutWatches } from './046-scout-watches';
import { m047AcquisitionPortfolios } from './047-acquisition-portfolios';
import { m050Drafts } from './050-drafts';
import { m051FormFills } from './051-form-fills';
import { m054LitigationSearches } from './054-litigation-searches';
import { m055Trademarks } from './055-trademarks';
import { m060SubscriptionRenewals } from './060-subscription-renewals';
import { m064CareerCvs } from './064-career-cvs';
import { m065OutboxAttachments } from './065-outbox-attachments';
import { m066ScoutWatchDigests } from './066-scout-watch-digests';
import { m067DemoSeedMarks } from './067-demo-seed-marks';
import { m068TranslationGlossaries } from './068-translation-glossaries';

export interface Migration {
  id: string;
  sql: string;
}

/** Applied in order, each once, each in its own transaction. */
export const MIGRATIONS: readonly Migration[] = [m001Platform, m002Newsroom, m003Identity, m004Plans, m005ApplicationsProgress, m006Notifications, m007IntakePipeline, m008ApplicationAssignments, m009PatentCorpus, m012CpcTitleSearch, m013PatentSearchTable, m014PriorArtCutoffs, m015PatentFamilyKeys, m016IdsCorrections, m023AccountHardening, m026CpcModels, m028SupportTickets, m029PatentSettings, m030Commerce, m031Payments, m034AuditLog, m035RouteRules, m036Registrations, m040Agreements, m041TermsVersions, m042Timesheets, m043NewsroomPublishing, m044Contractors, m045Careers, m046ScoutWatches, m047AcquisitionPortfolios, m050Drafts, m051FormFills, m054LitigationSearches, m055Trademarks, m060SubscriptionRenewals, m064CareerCvs, m065OutboxAttachments, m066ScoutWatchDigests, m067DemoSeedMarks, m068TranslationGlossaries];
