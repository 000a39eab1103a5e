import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuthUser } from '@iprism/shared/contracts/auth';
import { ProfileSection } from './ProfileSection';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

const user = (name: string) => ({ id: 'u1', primaryEmail: 'pro@lawfirm.example', name, emailVerified: true, twoFactorEnabled: false, publicMetadata: {}, organizationMemberships: [], activeOrganizationId: null }) as unknown as AuthUser;

function renderSection(name: string) {
  const client = createTestQueryClient();
  const view = render(<QueryClientProvider client={client}><ProfileSection user={user(name)} /></QueryClientProvider>);
  const rerender = (next: string) => view.rerender(<QueryClientProvider client={client}><ProfileSection user={user(next)} /></QueryClientProvider>);
  return { rerender };
}
const field = () => screen.getByTestId<HTMLInputElement>('profile-name-input');
const save = () => screen.getByTestId('profile-save');

describe('ProfileSection', () => {
  it('saves only a name that differs from the one it shows', () => {
    renderSection('Priya Pro');
    expect(save()).toBeDisabled();
    fireEvent.change(field(), { target: { value: 'Priya Pro-Renamed' } });
    expect(save()).toBeEnabled();
  });

  it('shows a name that arrives later while the field is untouched, and judges the field against it', () => {
    const { rerender } = renderSection('Priya Pro');
    rerender('Priya Pro-Renamed');
    expect(field().value).toBe('Priya Pro-Renamed');
    expect(save()).toBeDisabled();
    fireEvent.change(field(), { target: { value: 'Priya Pro' } });
    expect(save()).toBeEnabled();
  });

  it('keeps what the user is typing when a name arrives later', () => {
    const { rerender } = renderSection('Priya Pro');
    fireEvent.change(field(), { target: { value: 'Priya P.' } });
    rerender('Priya Pro-Renamed');
    expect(field().value).toBe('Priya P.');
    expect(save()).toBeEnabled();
  });
});
