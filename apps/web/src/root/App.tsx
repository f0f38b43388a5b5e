import { RouterProvider } from 'react-router';
import '../app/i18n';
import { router } from './router';

export function App() {
  return <RouterProvider router={router} />;
}
