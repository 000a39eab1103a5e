import { RouterProvider } from 'react-router-dom';
import { ThemeModeProvider } from './ThemeModeProvider';
import { router } from '../routes/router';

export function App() {
  return (
    <ThemeModeProvider>
      <RouterProvider router={router} />
    </ThemeModeProvider>
  );
}
