import { screen } from '@testing-library/react';
import { record } from '../../testing/report-fixture';
import { renderRoute } from '../../testing/render-route';
import { signInTestUser, signOutTestUser } from '../../testing/sign-in';
import { ArchiveRowActions } from './ArchiveRowActions';

describe('ArchiveRowActions', () => {
  afterEach(signOutTestUser);

  it('offers firm members Open report, Re-run and Delete', () => {
    signInTestUser();
    renderRoute('/dashboard/patent/archives', <ArchiveRowActions application={record('a1')} />);
    expect(screen.getByRole('link', { name: 'Open report: Application a1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-run: Application a1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Application a1' })).toBeInTheDocument();
  });

  it('lets a client-portal user only open the report (SPEC §6 read-only)', () => {
    signInTestUser('client');
    renderRoute('/dashboard/patent/archives', <ArchiveRowActions application={record('a1')} />);
    expect(screen.getByRole('link', { name: 'Open report: Application a1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-run|Delete/ })).toBeNull();
  });
});
