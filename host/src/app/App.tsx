import { RouterProvider } from 'react-router-dom';
import { ThemeModeProvider } from './ThemeModeProvider';
import { router } from '../routes/router';
import { ToastArea } from '../ui/ToastArea';
import { ConfirmDialogHost } from '../ui/ConfirmDialogHost';
import { ReleaseWatcher } from '../platform/ReleaseWatcher';
import { IdentityProvider } from '../auth/IdentityProvider';

const navigate = (to: string, options: { replace: boolean }) => router.navigate(to, options);

export function App() {
  return (
    <ThemeModeProvider>
      <IdentityProvider navigate={navigate}>
        <RouterProvider router={router} />
      </IdentityProvider>
      <ToastArea />
      <ConfirmDialogHost />
      <ReleaseWatcher />
    </ThemeModeProvider>
  );
}
